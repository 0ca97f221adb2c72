import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Superset's confirmation before a tab and everything in it is deleted (undo still brings it back until saved). */
export function DeleteTabModal({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal opened onClose={onCancel} title="Delete dashboard tab?">
      <Stack gap="md">
        <Text size="sm">
          Deleting a tab will remove all content within it and will deactivate any related alerts or reports. You may
          still reverse this action with the <b>undo</b> button (cmd + z) until you save your changes.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
