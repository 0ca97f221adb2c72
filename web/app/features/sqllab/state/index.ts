/** SQL Lab's state: the `sqlLab` slice, its selectors, server endpoints and thunks. */
export * from './sqllab-slice.ts';
export * from './selectors.ts';
export type { ClonedQuery, EditableTabFields } from './tab-reducers.ts';
export { DEFAULT_SQL, HISTORY_PANE, RESULTS_PANE, newQueryEditor, queryFromClient, untitledTabName } from './shapes.ts';
