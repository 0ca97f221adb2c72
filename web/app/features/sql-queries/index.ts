/**
 * SQL Lab's list pages and links: the saved query list (`/savedqueryview/list/`), the query history
 * (`/sqllab/history/`) and the permalink opener (`/sqllab/p/{key}/`).
 */
export { QueryHistoryPage } from './history/query-history-page.tsx';
export { SqlLabPermalinkPage, requestedQueryOf, type RequestedQuery } from './permalink/sqllab-permalink-page.tsx';
export { SavedQueryListPage } from './saved-list/saved-query-list-page.tsx';
