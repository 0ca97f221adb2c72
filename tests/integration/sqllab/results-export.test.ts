import { loadCallerAccess } from '#functions/lib/auth/caller-access.ts';
import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlLabPorts } from '#functions/lib/composition/sqllab-ports.ts';
import { fetchResults } from '#functions/sqllab/results/fetch.ts';
import { type ApiClient, useApiClient } from '../helpers/api-client.ts';
import { contractProblemsBeyondNulls, createScratchDatabase, execute } from './execution-helpers.ts';
import { createSqlLabUser, createSqlRunner } from './sqllab-client.ts';

const admin = useApiClient();
let analyst: ApiClient;
let runner: ApiClient;
let scratch: number;

beforeAll(async () => {
  [analyst, runner] = await Promise.all([
    createSqlLabUser(admin, 'results-analyst'),
    createSqlRunner(admin, 'results-runner'),
  ]);
  scratch = await createScratchDatabase(admin, 'scratch-results');
});

/** Runs `sql` synchronously as `client` and answers its results key. */
async function resultsKeyOf(client: ApiClient, sql: string, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await execute(client, { database_id: scratch, sql, ...fields });
  return String((response.body.query as { resultsKey: string }).resultsKey);
}

const resultsPath = (q: Record<string, unknown>): string => `/api/v1/sqllab/results/?q=${rison.encode(q)}`;

const gone = {
  status: 410,
  body: {
    errors: [
      {
        message: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
        error_type: 'RESULTS_BACKEND_ERROR',
        level: 'error',
        extra: {},
      },
    ],
  },
};

describe('GET /api/v1/sqllab/results/', () => {
  it('answers the execute payload with the first `rows` rows and says more are stored', async () => {
    // Arrange
    const key = await resultsKeyOf(admin, 'SELECT range AS n FROM range(50)', { client_id: 'results0001' });

    // Act
    const response = await admin.get(resultsPath({ key, rows: 10 }));

    // Assert
    expect(response.status).toBe(200);
    expect(contractProblemsBeyondNulls('GET', '/api/v1/sqllab/results/', 200, response.body)).toEqual([]);
    expect(response.body).toEqual({
      status: 'success',
      data: Array.from({ length: 10 }, (_, n) => ({ n })),
      columns: [{ column_name: 'n', name: 'n', type: 'BIGINT', is_dttm: false, type_generic: 0 }],
      selected_columns: [{ column_name: 'n', name: 'n', type: 'BIGINT', is_dttm: false, type_generic: 0 }],
      expanded_columns: [],
      query: expect.objectContaining({ id: 'results0001', state: 'success', rows: 50, resultsKey: key }),
      query_id: expect.any(Number),
      displayLimitReached: true,
    });
  });

  it('answers 410 RESULTS_BACKEND_ERROR for a key that names no result, or no UUID at all', async () => {
    // Act
    const responses = [
      await admin.get(resultsPath({ key: '00000000-0000-4000-8000-000000000000' })),
      await admin.get(resultsPath({ key: '../../etc/passwd' })),
    ];

    // Assert
    expect(responses).toEqual([gone, gone]);
  });

  it('answers 410 once the result has expired (SQLLAB_RESULTS_TTL_SECONDS, a day by default)', async () => {
    // Arrange
    const key = await resultsKeyOf(admin, 'SELECT 1 AS one');
    const admin1 = await loadCallerAccess({ sub: '1', username: 'admin', tenant: 'default', roles: ['Admin'] });
    const dayAndMinuteLater = { ...(await sqlLabPorts()), now: () => Date.now() + 86_460_000 };

    // Act
    const rejection = await fetchResults(admin1, rison.encode({ key }), dayAndMinuteLater).catch(
      (error: unknown) => error,
    );

    // Assert
    expect(rejection).toMatchObject({ status: 410, errorType: 'RESULTS_BACKEND_ERROR' });
  });

  it("answers 403 QUERY_SECURITY_ACCESS_ERROR for another user's results", async () => {
    // Arrange
    const key = await resultsKeyOf(admin, 'SELECT 1 AS one');

    // Act
    const response = await analyst.get(resultsPath({ key }));

    // Assert
    expect(response).toEqual({
      status: 403,
      body: {
        errors: [
          { message: 'Cannot access the query', error_type: 'QUERY_SECURITY_ACCESS_ERROR', level: 'error', extra: {} },
        ],
      },
    });
  });
});

describe('GET /api/v1/sqllab/export/{client_id}/', () => {
  it("downloads the whole result as CSV, written as Superset's pandas export writes it", async () => {
    // Arrange
    const sql =
      "SELECT n, n % 2 = 0 AS even, NULL AS nothing, TIMESTAMP '2024-01-02 03:04:05' + INTERVAL (n) HOUR AS at, 'a,' || n AS label FROM range(3) t(n)";
    await execute(analyst, { database_id: scratch, sql, client_id: 'export00001', tab: 'My export' });

    // Act
    const download = await analyst.get('/api/v1/sqllab/export/export00001/');

    // Assert
    const text = new TextDecoder().decode(download.bytes);
    expect({
      status: download.status,
      type: download.headers.get('content-type'),
      disposition: download.headers.get('content-disposition'),
      text,
    }).toEqual({
      status: 200,
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename=My%20export.csv',
      text: 'n,even,nothing,at,label\n0,True,,2024-01-02 03:04:05,"a,0"\n1,False,,2024-01-02 04:04:05,"a,1"\n2,True,,2024-01-02 05:04:05,"a,2"\n',
    });
  });

  it('answers 403 to a caller without can_csv, 404 for an unknown query and 410 for a query without stored rows', async () => {
    // Arrange
    await execute(runner, { database_id: scratch, sql: 'SELECT 1', client_id: 'exportno001' });
    await execute(admin, { database_id: scratch, sql: 'CREATE TABLE export_ddl (x INT)', client_id: 'exportddl01' });

    // Act
    const responses = [
      await runner.get('/api/v1/sqllab/export/exportno001/'),
      await admin.get('/api/v1/sqllab/export/no-such-query/'),
      await admin.get('/api/v1/sqllab/export/exportddl01/'),
    ];

    // Assert
    expect(responses).toEqual([
      { status: 403, body: { message: 'Forbidden' } },
      { status: 404, body: { message: 'Not found' } },
      gone,
    ]);
  });
});
