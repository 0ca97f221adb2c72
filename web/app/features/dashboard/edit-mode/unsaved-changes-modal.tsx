import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface UnsavedChangesModalProps {
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Superset's question when leaving a dashboard with unsaved changes: save them, throw them away, or stay. */
export function UnsavedChangesModal({ saving, onSave, onDiscard, onCancel }: UnsavedChangesModalProps) {
  return (
    <Modal opened onClose={onCancel} title="Save changes to your dashboard?">
      <Stack gap="md">
        <Text size="sm">If you don&apos;t save, changes will be lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            Discard
          </Button>
          <Button onClick={onSave} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
