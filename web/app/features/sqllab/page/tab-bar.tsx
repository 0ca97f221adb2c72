import { ActionIcon, Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import {
  addNewTab,
  cloneActiveTab,
  closeOtherTabs,
  closeTab,
  queryEditorChanged,
  renameTab,
  selectActiveTabId,
  selectQueryEditors,
  switchNeighbourTab,
  switchTab,
} from '../state/index.ts';
import { QueryTab } from './query-tab.tsx';

/** Ctrl+[ and Ctrl+] switch to the previous and next tab, wrapping around (Superset's tab shortcuts). */
function useTabShortcuts(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey) return;
      const step = event.key === '[' ? -1 : event.key === ']' ? 1 : 0;
      if (step === 0) return;
      event.preventDefault();
      void dispatch(switchNeighbourTab(step));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}

/** SQL Lab's query tabs (Superset's TabbedSqlEditors): select, rename, close, clone, close others, and '+' for a new one. */
export function TabBar() {
  const dispatch = useAppDispatch();
  const editors = useAppSelector(selectQueryEditors);
  const activeId = useAppSelector(selectActiveTabId);
  useTabShortcuts();
  return (
    <Group gap={0} wrap="nowrap" style={{ borderBottom: '1px solid var(--skyset-border)' }}>
      <ScrollArea type="never" style={{ flex: '0 1 auto' }}>
        <Group gap={0} wrap="nowrap" role="tablist" aria-label="Query tabs">
          {editors.map((editor) => (
            <QueryTab
              key={editor.id}
              id={editor.id}
              name={editor.name}
              active={editor.id === activeId}
              hideLeftBar={editor.hideLeftBar}
              onSelect={() => void dispatch(switchTab(editor.id))}
              onRename={(name) => void dispatch(renameTab(editor.id, name))}
              onClose={() => void dispatch(closeTab(editor.id))}
              onCloseOthers={() => void dispatch(closeOtherTabs(editor.id))}
              onClone={() => void dispatch(switchTab(editor.id)).then(() => dispatch(cloneActiveTab()))}
              onToggleLeftBar={() =>
                dispatch(queryEditorChanged({ id: editor.id, changes: { hideLeftBar: !editor.hideLeftBar } }))
              }
            />
          ))}
        </Group>
      </ScrollArea>
      <Tooltip label="Add a new tab">
        <ActionIcon variant="subtle" aria-label="New tab" mx="xs" onClick={() => void dispatch(addNewTab())}>
          <IconPlus size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
