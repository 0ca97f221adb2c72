import type { ResultColumn } from '#shared/sqllab/query-types.ts';
import type { Query, QueryResults } from '../../../../../../web/app/features/sqllab/types.ts';

/** Result columns of a small query: a name, a count and a day. */
export const columns: ResultColumn[] = [
  { column_name: 'name', name: 'name', type: 'VARCHAR', is_dttm: false, type_generic: 1 },
  { column_name: 'num', name: 'num', type: 'BIGINT', is_dttm: false, type_generic: 0 },
  { column_name: 'ds', name: 'ds', type: 'TIMESTAMP', is_dttm: true, type_generic: 2 },
];

/** `count` rows `row N`, N, a day in 2024 (every 7th name missing). */
export function rowsOf(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({
    name: index % 7 === 3 ? null : `row ${index}`,
    num: index,
    ds: '2024-01-02T03:04:05',
  }));
}

/** A result holding `data`, as the execute and results endpoints answer. */
export function resultsOf(data: Record<string, unknown>[], displayLimitReached = false): QueryResults {
  return {
    data,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    displayLimitReached,
    query: { limit: 1000 } as QueryResults['query'],
  };
}

/** A successful query of tab "Untitled Query 1" with `overrides`. */
export function queryOf(overrides: Partial<Query> = {}): Query {
  return {
    id: 'q-1',
    serverId: 11,
    dbId: 1,
    sqlEditorId: 'tab-1',
    tab: 'Untitled Query 1',
    catalog: null,
    schema: 'main',
    sql: 'SELECT name, num, ds FROM t',
    executedSql: null,
    templateParams: null,
    state: 'success',
    progress: 100,
    startDttm: 1_700_000_000_000,
    endDttm: 1_700_000_001_250,
    rows: 3,
    limit: 1000,
    limitingFactor: 'NOT_LIMITED',
    resultsKey: 'key-1',
    results: resultsOf(rowsOf(3)),
    errorMessage: null,
    errors: [],
    ctas: false,
    tempSchema: null,
    tempTable: null,
    trackingUrl: null,
    extra: {},
    cached: false,
    isDataPreview: false,
    runAsync: false,
    ...overrides,
  };
}
