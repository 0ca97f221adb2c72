import { Alert, Button, Group, Modal, Text } from '@mantine/core';

/** Superset's warning before a dataset is saved. */
export const CONFIRM_SAVE_WARNING =
  'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.';

/** Props of {@link ConfirmSaveModal}. */
export interface ConfirmSaveModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Superset's "Confirm save" dialog of the dataset editor. */
export function ConfirmSaveModal({ opened, onCancel, onConfirm }: ConfirmSaveModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Confirm save"
      size="md"
      zIndex={300}
      data-testid="dataset-editor-confirm"
    >
      <Alert color="yellow" mb="sm">
        {CONFIRM_SAVE_WARNING}
      </Alert>
      <Text size="sm">Are you sure you want to continue?</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
