import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../../core/store.ts';
import type { Query, QueryEditor, SqlLabDatabase, SqlLabState, Table } from '../types.ts';
import { tabKeyOf } from './draft-helpers.ts';
import { initialSqlLabState } from './sqllab-slice.ts';

/** SQL Lab's state; the initial state before the slice has seen an action. */
export const selectSqlLab = (state: RootState): SqlLabState => state.sqlLab ?? initialSqlLabState;

/** Every tab as the user sees it: the active tab with its unsaved edits. */
export const selectQueryEditors = createSelector(
  [selectSqlLab],
  ({ queryEditors, unsavedQueryEditor }): QueryEditor[] =>
    queryEditors.map((editor) =>
      editor.id === unsavedQueryEditor.id ? { ...editor, ...unsavedQueryEditor, id: editor.id } : editor,
    ),
);

/** The id of the active tab, or null when none is open. */
export const selectActiveTabId = (state: RootState): string | null => selectSqlLab(state).tabHistory.at(-1) ?? null;

/** The active tab with its unsaved edits, or null when none is open. */
export const selectActiveQueryEditor = createSelector(
  [selectQueryEditors, selectActiveTabId],
  (editors, activeId): QueryEditor | null => editors.find((editor) => editor.id === activeId) ?? null,
);

/** The databases SQL Lab may use, by name. */
export const selectDatabases = createSelector([selectSqlLab], ({ databases }): SqlLabDatabase[] =>
  Object.values(databases).sort((a, b) => a.database_name.localeCompare(b.database_name)),
);

/** The database of a tab, when it has one SQL Lab knows. */
export const selectDatabaseOf = (state: RootState, editor: Pick<QueryEditor, 'dbId'> | null): SqlLabDatabase | null =>
  editor?.dbId == null ? null : (selectSqlLab(state).databases[editor.dbId] ?? null);

/** The latest query of the active tab. */
export const selectActiveLatestQuery = (state: RootState): Query | null => {
  const editor = selectActiveQueryEditor(state);
  return editor?.latestQueryId ? (selectSqlLab(state).queries[editor.latestQueryId] ?? null) : null;
};

/** The queries run in the active tab (not data previews), oldest first: the tab's query history. */
export const selectActiveTabQueries = createSelector(
  [selectSqlLab, selectActiveQueryEditor],
  ({ queries }, editor): Query[] => {
    if (!editor) return [];
    const keys = new Set([editor.id, tabKeyOf(editor)]);
    return Object.values(queries)
      .filter((query) => !query.isDataPreview && keys.has(query.sqlEditorId ?? ''))
      .sort((a, b) => a.startDttm - b.startDttm);
  },
);

/** The table panels of the active tab. */
export const selectActiveTabTables = createSelector(
  [selectSqlLab, selectActiveQueryEditor],
  ({ tables }, editor): Table[] =>
    editor
      ? tables.filter((table) => table.queryEditorId === editor.id || table.queryEditorId === tabKeyOf(editor))
      : [],
);

/** The cost estimate of a tab. */
export const selectCostEstimate = (state: RootState, editorId: string) =>
  selectSqlLab(state).queryCostEstimates[editorId] ?? null;
