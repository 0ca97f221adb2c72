import type { ClientQuery } from '#shared/sqllab/query-types.ts';
import { initialSqlLabState } from '../../../../../web/app/features/sqllab/state/sqllab-slice.ts';
import { newQueryEditor, queryFromClient } from '../../../../../web/app/features/sqllab/state/shapes.ts';
import type {
  Query,
  QueryEditor,
  QueryResults,
  SqlLabState,
  Table,
} from '../../../../../web/app/features/sqllab/types.ts';

/** A tab stored on the server under `tabViewId` (its client id is the same text, as the bootstrap gives it). */
export const storedTab = (id: string, fields: Partial<QueryEditor> = {}): QueryEditor =>
  newQueryEditor({ id, tabViewId: id, name: `Tab ${id}`, inLocalStorage: false, ...fields });

/** A tab that lives only in this browser. */
export const localTab = (id: string, fields: Partial<QueryEditor> = {}): QueryEditor =>
  newQueryEditor({ id, name: `Local ${id}`, ...fields });

/** The state with these tabs open, the last one active. */
export const stateWith = (tabs: QueryEditor[], fields: Partial<SqlLabState> = {}): SqlLabState => ({
  ...initialSqlLabState,
  queryEditors: tabs,
  tabHistory: tabs.length === 0 ? [] : [tabs.at(-1)!.id],
  ...fields,
});

/** A query in the server's client shape. */
export const clientQuery = (id: string, fields: Partial<ClientQuery> = {}): ClientQuery => ({
  changed_on: '2026-01-01T00:00:00.000Z',
  dbId: 1,
  db: 'examples',
  endDttm: null,
  errorMessage: null,
  executedSql: null,
  id,
  queryId: 7,
  limit: 1000,
  limitingFactor: 'UNKNOWN',
  progress: 0,
  rows: null,
  catalog: null,
  schema: 'main',
  ctas: false,
  serverId: 7,
  sql: 'SELECT 1',
  sqlEditorId: '1',
  startDttm: 1000,
  state: 'running',
  tab: 'Tab 1',
  tempSchema: null,
  tempTable: null,
  userId: 1,
  user: 'admin',
  resultsKey: null,
  trackingUrl: null,
  extra: {},
  errors: [],
  ...fields,
});

/** A query of tab `sqlEditorId` as the slice keeps it. */
export const query = (id: string, fields: Partial<Query> = {}): Query => ({
  ...queryFromClient(clientQuery(id)),
  ...fields,
});

/** A successful answer of the execute endpoint for query `id`. */
export const successAnswer = (id: string): QueryResults & { status: string } => ({
  status: 'success',
  data: [{ one: 1 }],
  columns: [{ column_name: 'one', name: 'one', type: 'INTEGER', is_dttm: false, type_generic: 0 }],
  selected_columns: [],
  expanded_columns: [],
  displayLimitReached: false,
  query: clientQuery(id, {
    state: 'success',
    rows: 1,
    executedSql: 'SELECT 1 LIMIT 1001',
    limitingFactor: 'NOT_LIMITED',
    resultsKey: 'key-1',
    queryId: 9,
  }),
});

/** A table panel of tab `queryEditorId`. */
export const table = (id: string, fields: Partial<Table> = {}): Table => ({
  id,
  serverId: null,
  dbId: 1,
  catalog: null,
  schema: 'main',
  name: `table_${id}`,
  queryEditorId: '1',
  expanded: true,
  dataPreviewQueryId: null,
  ...fields,
});
