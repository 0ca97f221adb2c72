/** SQL Lab's state: the `sqlLab` slice, its selectors, server endpoints, thunks and the hooks that keep it in step. */
export * from './sqllab-slice.ts';
export * from './selectors.ts';
export type { ClonedQuery, EditableTabFields } from './tab-reducers.ts';
export { DEFAULT_SQL, HISTORY_PANE, RESULTS_PANE, newQueryEditor, queryFromClient, untitledTabName } from './shapes.ts';
export {
  sqlLabApi,
  useEstimateCostMutation,
  useFormatSqlMutation,
  useGetSqlLabBootstrapQuery,
  useGetTabStateQuery,
} from './api.ts';
export type { ExecuteAnswer, ExecuteBody, SqlLabBootstrap, StatementCost, TabStateUpdateBody } from './api.ts';
export { bootstrapSqlLab, restoredState, type SqlLabThunk } from './restore.ts';
export {
  addNewTab,
  closeOtherTabs,
  closeTab,
  cloneActiveTab,
  loadTab,
  renameTab,
  switchNeighbourTab,
  switchTab,
  TAB_FETCH_FAILED,
} from './tab-commands.ts';
export { runQuery, type RunRequest } from './run-query.ts';
export { closeTables, openTable, setTableExpanded, type TableRef } from './table-commands.ts';
export {
  estimateQueryCost,
  fetchQueryResults,
  formatQuery,
  refreshQueries,
  stopQuery,
  RESULTS_FAILED,
  STOP_FAILED,
  STOP_RETRY_MS,
  STOPPED,
} from './query-commands.ts';
export {
  MIGRATE_FAILED,
  SAVE_FAILED,
  SYNC_INTERVAL_MS,
  migrateLocalTab,
  retryDestroyedTabs,
  saveEditedTabs,
  syncActiveTab,
  syncTick,
} from './sync.ts';
export {
  QUERY_POLL_MS,
  useLocalPersistence,
  useQueryAutoRefresh,
  useSqlLabAutoSync,
  useSqlLabBootstrap,
} from './hooks.ts';
export { SQLLAB_STORAGE_KEY, persistedPart, readPersisted } from './local-store.ts';
