import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { undoLimitWarning } from '../../layout-ops/index.ts';

export interface EditModeActionsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Leaves edit mode, throwing away the changes since the last save. */
  onDiscard: () => void;
}

/** Whether a key press is undo (Ctrl/Cmd+Z) or redo (Ctrl/Cmd+Shift+Z, Ctrl+Y), outside text fields. */
export function undoRedoKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  const target = event.target as HTMLElement | null;
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return null;
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : null;
}

/**
 * The edit-mode buttons of the dashboard header, as Superset's: undo and redo (also on Ctrl/Cmd+Z and
 * Ctrl/Cmd+Shift+Z) and Discard. The page places its Save button after them.
 */
export function EditModeActions({ canUndo, canRedo, onUndo, onRedo, onDiscard }: EditModeActionsProps) {
  const handlers = useRef({ canUndo, canRedo, onUndo, onRedo });
  useEffect(() => {
    handlers.current = { canUndo, canRedo, onUndo, onRedo };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = undoRedoKey(event);
      const current = handlers.current;
      if (action === 'undo' && current.canUndo) current.onUndo();
      else if (action === 'redo' && current.canRedo) current.onRedo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label="Undo the action">
        <ActionIcon variant="subtle" color="gray" aria-label="Undo" disabled={!canUndo} onClick={onUndo}>
          <IconArrowBackUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Redo the action">
        <ActionIcon variant="subtle" color="gray" aria-label="Redo" disabled={!canRedo} onClick={onRedo}>
          <IconArrowForwardUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Button variant="default" size="xs" onClick={onDiscard}>
        Discard
      </Button>
    </Group>
  );
}

/** Raises Superset's "used all undo slots" warning once each time the history limit is reached. */
export function useUndoLimitWarning(historyLimitReached: boolean, warn: (message: string) => void): void {
  const warned = useRef(false);
  useEffect(() => {
    if (historyLimitReached && !warned.current) warn(undoLimitWarning());
    warned.current = historyLimitReached;
  }, [historyLimitReached, warn]);
}
