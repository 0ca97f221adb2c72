import { Button, Group } from '@mantine/core';

/** Props of {@link EditorActions}. */
export interface EditorActionsProps {
  canSave: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** The Close / Save buttons at the foot of every popover editor; Save carries the `popover-save` test id. */
export function EditorActions({ canSave, onSave, onCancel }: EditorActionsProps) {
  return (
    <Group justify="flex-end" gap="xs" mt="sm">
      <Button variant="default" size="xs" onClick={onCancel}>
        Close
      </Button>
      <Button size="xs" disabled={!canSave} onClick={onSave} data-testid="popover-save">
        Save
      </Button>
    </Group>
  );
}
