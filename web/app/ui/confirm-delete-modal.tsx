import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** Props of the delete confirmation: its title, what is deleted (in words), and what to do once confirmed. */
export interface ConfirmDeleteModalProps {
  title: string;
  description: string;
  /** What the deletion takes with it, shown under the description (the charts a dataset feeds). */
  children?: ReactNode;
  /** The deletion is under way: the button spins. */
  deleting?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Superset's DeleteModal: the user types DELETE (any case) before the button works; Enter confirms too. */
export function ConfirmDeleteModal({
  title,
  description,
  children,
  deleting = false,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toUpperCase() === 'DELETE';
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) onConfirm();
        }}
      >
        <Stack gap="md">
          <Text>{description}</Text>
          {children}
          <TextInput
            label='Type "DELETE" to confirm'
            data-autofocus
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={deleting}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
