/**
 * SQL Lab: its state (the `sqlLab` slice, endpoints, thunks, hooks) and its page (tab bar and layout). The only public
 * face of this feature; the editor, schema browser and results folders add their own exports here.
 */
export * from './state/index.ts';
export { openRequestedTab, tabRequestOf, type RequestedQuery, type TabRequest } from './state/requested-tab.ts';
export { SqlLabPage } from './page/sqllab-page.tsx';
export { SqlLabLayout, type SqlLabLayoutProps } from './page/sqllab-layout.tsx';
export { TabBar } from './page/tab-bar.tsx';
export type {
  Query,
  QueryCostEstimate,
  QueryEditor,
  QueryResults,
  SqlLabDatabase,
  SqlLabState,
  Table,
} from './types.ts';
