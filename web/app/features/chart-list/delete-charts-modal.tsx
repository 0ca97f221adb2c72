import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** Props of the delete confirmation: what is deleted (in words) and what to do once confirmed. */
export interface DeleteChartsModalProps {
  opened: boolean;
  description: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Superset's delete confirmation: the user types DELETE (any case) before the button works; Enter confirms too. */
export function DeleteChartsModal({ opened, description, onConfirm, onClose }: DeleteChartsModalProps) {
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toUpperCase() === 'DELETE';
  const close = () => {
    setTyped('');
    onClose();
  };
  const confirm = () => {
    if (!confirmed) return;
    setTyped('');
    onConfirm();
  };
  return (
    <Modal opened={opened} onClose={close} title="Please confirm">
      <form onSubmit={(event) => { event.preventDefault(); confirm(); }}>
        <Stack gap="md">
          <Text>{description}</Text>
          <TextInput label='Type "DELETE" to confirm' data-autofocus autoComplete="off" value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!confirmed}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
