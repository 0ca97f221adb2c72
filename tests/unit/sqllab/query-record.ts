import type { QueryRecord } from '#shared/sqllab/query-types.ts';

/** A stored query as unit tests start from: a finished `SELECT 1` of user 1 in tab 7. */
export function queryRecord(overrides: Partial<QueryRecord> = {}): QueryRecord {
  return {
    id: 12,
    clientId: 'q1',
    sqlEditorId: '7',
    tab: 'Births',
    dbId: 1,
    catalog: null,
    schema: 'main',
    sql: 'SELECT 1',
    executedSql: 'SELECT 1 LIMIT 1001',
    templateParams: null,
    state: 'success',
    progress: 100,
    startDttm: 1_700_000_000_000,
    endDttm: 1_700_000_000_250,
    rows: 1,
    resultsKey: '0b9e5c1e-1111-4c3b-9a57-2f8a3c9d0e11',
    limit: 1000,
    limitingFactor: 'NOT_LIMITED',
    cached: false,
    ctas: false,
    ctasMethod: 'TABLE',
    tempSchema: null,
    tempTable: null,
    errors: [],
    errorMessage: null,
    trackingUrl: null,
    changed_on: '2023-11-14T22:13:20.250Z',
    extra: {},
    user_id: '1',
    user: 'admin',
    runAsync: false,
    ...overrides,
  };
}
