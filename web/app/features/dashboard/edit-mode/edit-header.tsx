import { Box, Button, Group, Title } from '@mantine/core';
import { EditModeActions } from '../edit/index.ts';
import { EditableTitle } from './editable-title.tsx';
import { UNTITLED_DASHBOARD } from './save-body.ts';

export interface EditHeaderProps {
  title: string;
  onTitleChange: (title: string) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDiscard: () => void;
  onSave: () => void;
  saving: boolean;
  hasUnsavedChanges: boolean;
}

/** The dashboard header in edit mode, as Superset's: the title edited in place, undo and redo, Discard and Save. */
export function EditHeader({ title, onTitleChange, onSave, saving, hasUnsavedChanges, ...actions }: EditHeaderProps) {
  return (
    <Box
      bg="var(--mantine-color-body)"
      px="md"
      py="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        position: 'sticky',
        top: 'var(--app-frame-header-height, 0px)',
        zIndex: 90,
      }}
      data-testid="dashboard-header"
    >
      <Group justify="space-between" wrap="nowrap" mih={44}>
        <EditableTitle
          value={title}
          canEdit
          onSave={onTitleChange}
          label="Dashboard title"
          inputStyle={{ minWidth: 320 }}
        >
          <Title order={1} fz={21} fw={600} lineClamp={1} data-testid="dashboard-title">
            {title || UNTITLED_DASHBOARD}
          </Title>
        </EditableTitle>
        <Group gap="xs" wrap="nowrap">
          <EditModeActions {...actions} />
          <Button
            size="xs"
            onClick={onSave}
            loading={saving}
            disabled={!hasUnsavedChanges && !saving}
            data-testid="dashboard-save"
          >
            Save
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
