/**
 * SQL Lab's results (the south pane under the editor): a query's result grid, status, errors and history, and saving
 * a result as a dataset. Props in, callbacks out: the SQL Lab page wires them to its slice.
 */
export { ResultSet, type NewTabRequest, type ResultSetProps } from './result-set.tsx';
export type { ResultPermissions } from './result-controls.tsx';
export { QueryStatus, isQueryActive, progressText } from './query-status.tsx';
export { QueryErrors, errorLocation } from './query-errors.tsx';
export { ElapsedTime, formatElapsed, type ElapsedTimeProps } from './elapsed-time.tsx';
export { QueryStateBadge, queryStateLabel } from './query-state-badge.tsx';
export { QueryHistoryPane, type QueryHistoryPaneProps } from './history/query-history-pane.tsx';
export { SouthPane, previewTitle, type SouthPaneProps, type TablePreview } from './south-pane.tsx';
export { SaveDatasetModal, type SaveDatasetModalProps } from './save-dataset/save-dataset-modal.tsx';
export { DEFAULT_QUERY_LIMIT } from './rows-returned.ts';
