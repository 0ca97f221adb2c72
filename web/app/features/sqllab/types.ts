import type { ClientQuery, LimitingFactor, QueryErrorEntry, ResultColumn } from '#shared/sqllab/query-types.ts';
import type { QueryState } from '#shared/sqllab/query-state.ts';

/**
 * SQL Lab's client state, in the shapes of Superset's SQL Lab reducer (`SqlLabRootState['sqlLab']`), so the transitions
 * of the spec read the same here. The slice (state/) owns it; editor, schema browser and results components take pieces
 * of it as props.
 */

/** One query tab. `id` is the client's id: the server tab id (as text) once the tab is kept on the server. */
export interface QueryEditor {
  id: string;
  /** The server's tab id once the tab is stored there; absent while the tab lives only in this browser. */
  tabViewId?: string;
  name: string;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  queryLimit: number | null;
  autorun: boolean;
  /** JSON text of the template parameters. */
  templateParams: string | null;
  hideLeftBar: boolean;
  /** The saved query this tab was opened from or saved as. */
  remoteId: number | null;
  /** Client id of the tab's latest query. */
  latestQueryId: string | null;
  selectedText: string | null;
  /** Splitter positions (percent of the editor column). */
  northPercent: number;
  southPercent: number;
  /** Epoch ms of the last local edit, and the server's edit version (`extra_json`). */
  updatedAt: number;
  version: number;
  /** Whether the tab's full state has been read from the server (only the active tab comes with the bootstrap). */
  loaded: boolean;
  /** Kept in local storage only (never synced to the server). */
  inLocalStorage: boolean;
}

/** A result as the execute and results endpoints answer it. */
export interface QueryResults {
  data: Record<string, unknown>[];
  columns: ResultColumn[];
  selected_columns: ResultColumn[];
  expanded_columns: ResultColumn[];
  displayLimitReached: boolean;
  query: ClientQuery;
}

/** A query of this session as SQL Lab's client keeps it (`id` is the client id). */
export interface Query {
  id: string;
  /** The server's numeric id once known. */
  serverId: number | null;
  dbId: number;
  sqlEditorId: string | null;
  tab: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  executedSql: string | null;
  templateParams: string | null;
  state: QueryState;
  progress: number;
  startDttm: number;
  endDttm: number | null;
  rows: number | null;
  limit: number | null;
  limitingFactor: LimitingFactor;
  resultsKey: string | null;
  /** The rows fetched, or null when none are held (not fetched yet, dropped, or an error). */
  results: QueryResults | null;
  errorMessage: string | null;
  errors: QueryErrorEntry[];
  ctas: boolean;
  tempSchema: string | null;
  tempTable: string | null;
  trackingUrl: string | null;
  extra: Record<string, unknown>;
  cached: boolean;
  /** A table's data preview rather than a query the user ran. */
  isDataPreview: boolean;
  runAsync: boolean;
}

/** A table panel opened from the schema browser (`/tableschemaview/`). */
export interface Table {
  id: string;
  /** The server's panel id once stored. */
  serverId: number | null;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  name: string;
  queryEditorId: string;
  expanded: boolean;
  /** Client id of the panel's data-preview query. */
  dataPreviewQueryId: string | null;
}

/** The answer of a cost estimate, per tab. */
export interface QueryCostEstimate {
  completed: boolean;
  cost: Record<string, unknown>[] | null;
  error: string | null;
}

/** The whole SQL Lab slice. */
export interface SqlLabState {
  /** Databases SQL Lab may use, by id, as the bootstrap lists them. */
  databases: Record<number, SqlLabDatabase>;
  queryEditors: QueryEditor[];
  /** Tab ids, most recently activated last; the active tab is the last. */
  tabHistory: string[];
  queries: Record<string, Query>;
  tables: Table[];
  /** Epoch ms of the newest `changed_on` seen by `updated_since` polling. */
  queriesLastUpdate: number;
  queryCostEstimates: Record<string, QueryCostEstimate>;
  /** Edits not yet saved to the server, for the tab being edited. */
  unsavedQueryEditor: Partial<QueryEditor> & { id?: string };
  /** Tabs closed here whose deletion the server has not confirmed yet. */
  destroyedQueryEditors: Record<string, number>;
  /** Epoch ms of the last successful sync of edits and of the active tab. */
  editorTabLastUpdatedAt: number;
  lastUpdatedActiveTab: string | null;
  offline: boolean;
  /** The south pane's open tab: 'Results', 'History' or a table panel's id. */
  activeSouthPaneTab: string;
}

/** A database as SQL Lab's bootstrap describes it. */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend: string;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  expose_in_sqllab: boolean;
  allows_subquery: boolean;
  /** The engine answers POST /api/v1/sqllab/estimate/ for this database. */
  allows_cost_estimate: boolean;
  disable_data_preview: boolean;
}
