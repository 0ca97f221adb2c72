import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** Props of the delete confirmation: what is deleted (in words) and what to do once confirmed. */
export interface DeleteChartsModalProps {
  opened: boolean;
  description: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Superset's delete confirmation: the user types DELETE before the button works. */
export function DeleteChartsModal({ opened, description, onConfirm, onClose }: DeleteChartsModalProps) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Please confirm">
      <Stack gap="md">
        <Text>{description}</Text>
        <TextInput label='Type "DELETE" to confirm' value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={typed.toUpperCase() !== 'DELETE'}
            onClick={() => {
              setTyped('');
              onConfirm();
            }}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
