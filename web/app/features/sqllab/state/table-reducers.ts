import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { SqlLabDatabase, SqlLabState, Table } from '../types.ts';
import { RESULTS_PANE } from './shapes.ts';

type State = Draft<SqlLabState>;

const sameTable = (a: Table, b: Table): boolean =>
  a.dbId === b.dbId &&
  a.queryEditorId === b.queryEditorId &&
  a.catalog === b.catalog &&
  a.schema === b.schema &&
  a.name === b.name;

/** Table panel transitions (Superset's MERGE_TABLE, EXPAND/COLLAPSE, REMOVE_TABLES, data previews, MIGRATE_TABLE) and settings. */
export const tableReducers = {
  /**
   * Opens a table panel, or updates the open panel of the same table (a stored panel keeps its id). An expanded
   * panel becomes the south pane's open tab; `dataPreviewQueryId` names the panel's preview query when one started.
   */
  tableMerged(
    state: State,
    { payload }: PayloadAction<{ table: Table; dataPreviewQueryId?: string; prepend?: boolean }>,
  ) {
    const { table } = payload;
    const existing = state.tables.find((candidate) => sameTable(candidate, table));
    const preview = payload.dataPreviewQueryId ? { dataPreviewQueryId: payload.dataPreviewQueryId } : {};
    if (existing) {
      Object.assign(
        existing,
        table,
        existing.serverId !== null && { id: existing.id, serverId: existing.serverId },
        preview,
      );
      if (table.expanded) state.activeSouthPaneTab = existing.id;
      return;
    }
    const added = { ...table, dataPreviewQueryId: payload.dataPreviewQueryId ?? null };
    if (payload.prepend) state.tables.unshift(added);
    else state.tables.push(added);
    if (table.expanded) state.activeSouthPaneTab = table.id;
  },
  tableExpanded(state: State, { payload }: PayloadAction<string>) {
    const table = state.tables.find((candidate) => candidate.id === payload);
    if (table) table.expanded = true;
  },
  tableCollapsed(state: State, { payload }: PayloadAction<string>) {
    const table = state.tables.find((candidate) => candidate.id === payload);
    if (table) table.expanded = false;
  },
  /** Closes panels; when the open south pane tab was one of them, another panel of the same tab or 'Results' opens. */
  tablesRemoved(state: State, { payload }: PayloadAction<string[]>) {
    const removed = state.tables.filter((table) => payload.includes(table.id));
    state.tables = state.tables.filter((table) => !payload.includes(table.id));
    if (!payload.includes(state.activeSouthPaneTab)) return;
    const editorId = removed[0]?.queryEditorId;
    state.activeSouthPaneTab = state.tables.find((table) => table.queryEditorId === editorId)?.id ?? RESULTS_PANE;
  },
  /** A panel's preview query is dropped. */
  dataPreviewRemoved(state: State, { payload }: PayloadAction<string>) {
    const table = state.tables.find((candidate) => candidate.id === payload);
    if (!table) return;
    if (table.dataPreviewQueryId) delete state.queries[table.dataPreviewQueryId];
    table.dataPreviewQueryId = null;
  },
  /** A new preview query replaces an old one on every panel that showed it. */
  dataPreviewIdChanged(state: State, { payload }: PayloadAction<{ oldQueryId: string; newQueryId: string }>) {
    delete state.queries[payload.oldQueryId];
    for (const table of state.tables)
      if (table.dataPreviewQueryId === payload.oldQueryId) table.dataPreviewQueryId = payload.newQueryId;
  },
  /** A panel now stored on the server under `serverId`. */
  tableMigrated(state: State, { payload }: PayloadAction<{ id: string; serverId: number }>) {
    const table = state.tables.find((candidate) => candidate.id === payload.id);
    if (table) table.serverId = payload.serverId;
  },
  southPaneTabActivated(state: State, { payload }: PayloadAction<string>) {
    state.activeSouthPaneTab = payload;
  },
  databasesSet(state: State, { payload }: PayloadAction<SqlLabDatabase[]>) {
    for (const database of payload) state.databases[database.id] = database;
  },
  userOfflineSet(state: State, { payload }: PayloadAction<boolean>) {
    state.offline = payload;
  },
  /** Edits up to this time (epoch ms) are saved on the server. */
  editorTabLastUpdateSet(state: State, { payload }: PayloadAction<number>) {
    state.editorTabLastUpdatedAt = payload;
  },
  /** The server knows this tab as the active one. */
  lastUpdatedActiveTabSet(state: State, { payload }: PayloadAction<string | null>) {
    state.lastUpdatedActiveTab = payload;
  },
};
