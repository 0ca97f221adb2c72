import { Button, Group, Modal, Text } from '@mantine/core';

/** Superset's confirmation before an embedding is removed; above the embed modal. */
export function DeactivateEmbeddingModal({
  deactivating,
  onCancel,
  onConfirm,
}: {
  deactivating: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened onClose={onCancel} title="Disable embedding?" zIndex={300} data-testid="dashboard-embed-deactivate">
      <Text size="sm">This will remove your current embed configuration.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deactivating} data-autofocus>
          Deactivate
        </Button>
      </Group>
    </Modal>
  );
}
