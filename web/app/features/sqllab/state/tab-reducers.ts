import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { QueryEditor, SqlLabState } from '../types.ts';
import { activeTabId, editTab, findTab, mergeUnsavedEdits, tabKeyOf } from './draft-helpers.ts';
import { newQueryEditor, untitledTabName } from './shapes.ts';

type State = Draft<SqlLabState>;

/** Fields of a tab the user edits (the rest is bookkeeping). */
export type EditableTabFields = Pick<
  QueryEditor,
  | 'name'
  | 'dbId'
  | 'catalog'
  | 'schema'
  | 'sql'
  | 'queryLimit'
  | 'autorun'
  | 'templateParams'
  | 'hideLeftBar'
  | 'northPercent'
  | 'southPercent'
  | 'latestQueryId'
>;

/** What a clone copies from the query of the active tab. */
export interface ClonedQuery {
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  queryLimit: number | null;
}

/** Tab transitions (Superset's ADD/CLONE/REMOVE/SET_ACTIVE/LOAD_QUERY_EDITOR, the QUERY_EDITOR_SET_* family, migrations). */
export const tabReducers = {
  /** A new tab, made active; the previously active tab keeps its unsaved edits. */
  queryEditorAdded(state: State, { payload }: PayloadAction<{ queryEditor: QueryEditor; at: number }>) {
    mergeUnsavedEdits(state);
    state.queryEditors.push({ ...payload.queryEditor, updatedAt: payload.at });
    state.tabHistory.push(payload.queryEditor.id);
  },
  /** A copy of the active tab named 'Copy of X' that runs on opening; its query is the one given. */
  queryEditorCloned(state: State, { payload }: PayloadAction<{ id: string; query: ClonedQuery; at: number }>) {
    const activeId = activeTabId(state);
    const active = activeId === undefined ? undefined : findTab(state, activeId);
    if (!active) return;
    const progenitor = { ...active, ...(state.unsavedQueryEditor.id === active.id && state.unsavedQueryEditor) };
    const { query } = payload;
    const clone = newQueryEditor({
      id: payload.id,
      name: `Copy of ${progenitor.name}`,
      remoteId: progenitor.remoteId,
      dbId: query.dbId || null,
      catalog: query.catalog || null,
      schema: query.schema || null,
      sql: query.sql,
      queryLimit: query.queryLimit,
      autorun: true,
    });
    tabReducers.queryEditorAdded(state, { type: '', payload: { queryEditor: clone, at: payload.at } });
  },
  /**
   * Closes a tab with its queries and table panels; the tab before it in the history becomes active. A tab the
   * server keeps is remembered as destroyed until the server confirms the deletion.
   */
  queryEditorRemoved(state: State, { payload }: PayloadAction<{ id: string; at: number }>) {
    const tab = findTab(state, payload.id);
    if (!tab) return;
    const key = tabKeyOf(tab);
    state.queryEditors = state.queryEditors.filter((editor) => editor.id !== tab.id);
    const remaining = new Set(state.queryEditors.flatMap((editor) => [editor.id, tabKeyOf(editor)]));
    state.queries = Object.fromEntries(
      Object.entries(state.queries).filter(([, query]) => remaining.has(query.sqlEditorId ?? '')),
    );
    state.tabHistory = state.tabHistory.filter((id) => remaining.has(id));
    if (state.tabHistory.length === 0 && state.queryEditors.length > 0)
      state.tabHistory = [state.queryEditors.at(-1)!.id];
    state.tables = state.tables.filter((table) => table.queryEditorId !== key && table.queryEditorId !== tab.id);
    if (state.unsavedQueryEditor.id === tab.id) state.unsavedQueryEditor = {};
    if (!tab.inLocalStorage && tab.tabViewId !== undefined) state.destroyedQueryEditors[tab.tabViewId] = payload.at;
  },
  /** The server confirmed a closed tab's deletion (or never had it). */
  destroyedQueryEditorCleared(state: State, { payload }: PayloadAction<string>) {
    delete state.destroyedQueryEditors[payload];
  },
  /** Another tab takes the focus; the one leaving keeps its unsaved edits. */
  queryEditorActivated(state: State, { payload }: PayloadAction<string>) {
    if (!state.queryEditors.some((editor) => editor.id === payload) || activeTabId(state) === payload) return;
    mergeUnsavedEdits(state);
    state.tabHistory.push(payload);
  },
  /** A tab's full state as the server keeps it (tabs other than the active one arrive with their id and name only). */
  queryEditorLoaded(state: State, { payload }: PayloadAction<QueryEditor>) {
    mergeUnsavedEdits(state);
    const tab = findTab(state, payload.id);
    if (tab) Object.assign(tab, payload, { loaded: true });
  },
  /** A local-only tab now stored on the server under `tabViewId`. */
  queryEditorMigrated(state: State, { payload }: PayloadAction<{ id: string; tabViewId: string }>) {
    const tab = findTab(state, payload.id);
    if (tab) Object.assign(tab, { tabViewId: payload.tabViewId, inLocalStorage: false, loaded: true });
  },
  /** The server lost a tab (404): it becomes local-only again, so the next sync stores it anew rather than losing it. */
  queryEditorOrphaned(state: State, { payload }: PayloadAction<string>) {
    const tab = findTab(state, payload);
    if (tab) Object.assign(tab, { tabViewId: undefined, inLocalStorage: true });
  },
  /** Edits of a tab's fields (Superset's QUERY_EDITOR_SET_DB, _SCHEMA, _TITLE, _QUERY_LIMIT, _TEMPLATE_PARAMS, ...). */
  queryEditorChanged(
    state: State,
    { payload }: PayloadAction<{ id: string; changes: Partial<EditableTabFields>; at: number }>,
  ) {
    editTab(state, payload.id, payload.changes, payload.at);
  },
  /** The tab's SQL; an unchanged SQL is no edit. */
  querySqlChanged(state: State, { payload }: PayloadAction<{ id: string; sql: string; at: number }>) {
    const unsaved = state.unsavedQueryEditor;
    if (unsaved.id === payload.id && unsaved.sql === payload.sql) return;
    editTab(state, payload.id, { sql: payload.sql }, payload.at);
  },
  /** The editor's selected text: kept for 'Run selection', not worth a save. */
  querySelectionChanged(state: State, { payload }: PayloadAction<{ id: string; selectedText: string | null }>) {
    editTab(state, payload.id, { selectedText: payload.selectedText }, null);
  },
  /** A tab saved as (or onto) a saved query. */
  queryEditorSaved(state: State, { payload }: PayloadAction<{ id: string; remoteId: number; name: string }>) {
    const tab = findTab(state, payload.id);
    if (tab) Object.assign(tab, { remoteId: payload.remoteId, name: payload.name });
  },
  /** A saved query changed: the tab opened from it follows. */
  savedQueryUpdated(
    state: State,
    { payload }: PayloadAction<{ remoteId: number; changes: Partial<EditableTabFields> }>,
  ) {
    const tab = state.queryEditors.find((editor) => editor.remoteId === payload.remoteId);
    if (tab) Object.assign(tab, payload.changes);
  },
};

/** The name of the next new tab given the open ones. */
export const nextTabName = (state: SqlLabState): string => untitledTabName(state.queryEditors);
