import type { Draft } from '@reduxjs/toolkit';
import type { QueryEditor, SqlLabState } from '../types.ts';

type State = Draft<SqlLabState>;

/** The id of the active tab: the last of the tab history. */
export const activeTabId = (state: SqlLabState | State): string | undefined => state.tabHistory.at(-1);

/** The tab with `id`, matching its client id or its server id (queries name tabs by either). */
export function findTab(state: State, id: string): Draft<QueryEditor> | undefined {
  return (
    state.queryEditors.find((editor) => editor.id === id) ??
    state.queryEditors.find((editor) => editor.tabViewId === id)
  );
}

/** Writes the active tab's unsaved edits into the tab and forgets them (before another tab takes the focus). */
export function mergeUnsavedEdits(state: State): void {
  const { id, ...edits } = state.unsavedQueryEditor;
  const tab = id === undefined ? undefined : findTab(state, id);
  if (tab) Object.assign(tab, edits);
  state.unsavedQueryEditor = {};
}

/**
 * An edit of tab `id`. The active tab's edits collect in `unsavedQueryEditor` (what auto-sync saves); another tab is
 * changed in place. `at` stamps `updatedAt` so the next sync sees the edit; null for edits not worth a save
 * (a selection, a data preview's query).
 */
export function editTab(state: State, id: string, changes: Partial<QueryEditor>, at: number | null): void {
  const stamp = at === null ? {} : { updatedAt: at };
  const active = activeTabId(state);
  if (active !== undefined && active !== id) {
    const tab = findTab(state, id);
    if (tab) Object.assign(tab, changes, stamp);
    return;
  }
  const earlier = state.unsavedQueryEditor.id === id ? state.unsavedQueryEditor : {};
  state.unsavedQueryEditor = { ...earlier, id, ...changes, ...stamp };
}

/** The id a query or table panel uses for tab `editor`: the server's once the tab is stored there. */
export const tabKeyOf = (editor: Pick<QueryEditor, 'id' | 'tabViewId'>): string => editor.tabViewId ?? editor.id;
