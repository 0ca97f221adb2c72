import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * The trash button a component shows in edit mode (in its hover menu, as Superset's). Deleting is one undoable step,
 * so it asks for no confirmation.
 */
export function DeleteComponentButton({
  onDelete,
  label = 'Delete component',
}: {
  onDelete: () => void;
  label?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          onDelete();
        }}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
