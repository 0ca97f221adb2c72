import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ApiClient, loginApiClient, startApiClient } from '../integration/helpers/api-client.ts';
import { createTenantWithCommand } from '../integration/helpers/runtime.ts';
import { birthNamesContext } from '../integration/charts/chart-client.ts';
import { createScratchDatabase, execute } from '../integration/sqllab/execution-helpers.ts';
import { requestInit } from '../integration/sqllab/sqllab-client.ts';

/**
 * Tenant A (`default`) owns one of every resource kind; tenant B (`beta`, made with `npm run tenant` while the runtime runs) reads,
 * writes and deletes each by its id or key. Every probe must miss (4xx), leave A's resource intact, and answer no byte of
 * A's data: a marker string is written into every resource of A and looked for in every answer to B.
 */
const MARKER = 'tenant_a_marker_7f3c';

interface TenantA {
  databaseId: number;
  savedQueryId: number;
  tabId: number;
  tableSchemaId: number;
  permalinkKey: string;
  queryId: number;
  clientId: string;
  resultsKey: string;
}

let a: ApiClient;
let b: ApiClient;
let owned: TenantA;

async function createResourcesOfA(): Promise<TenantA> {
  const databaseId = await createScratchDatabase(a, `${MARKER}_db`);
  await execute(a, {
    database_id: databaseId,
    sql: `CREATE TABLE secrets AS SELECT '${MARKER}' AS secret`,
    client_id: 'isoddl0001',
  });
  const run = await execute(a, { database_id: databaseId, sql: `SELECT secret FROM secrets`, client_id: 'isoquery01' });
  const query = run.body.query as { queryId: number; resultsKey: string };
  const saved = await a.post('/api/v1/saved_query/', {
    label: MARKER,
    db_id: databaseId,
    schema: 'main',
    sql: `SELECT '${MARKER}'`,
  });
  const tab = await a.request(
    '/tabstateview/',
    requestInit('POST', { form: { queryEditor: { name: MARKER, sql: `SELECT '${MARKER}'`, dbId: databaseId } } }),
  );
  const tabId = (tab.body as { id: number }).id;
  const panel = await a.request(
    '/tableschemaview/',
    requestInit('POST', {
      form: { table: { dbId: databaseId, schema: 'main', name: 'secrets', queryEditorId: tabId } },
    }),
  );
  const permalink = await a.post('/api/v1/sqllab/permalink', {
    dbId: databaseId,
    name: MARKER,
    schema: 'main',
    sql: `SELECT '${MARKER}'`,
  });
  return {
    databaseId,
    savedQueryId: (saved.body as { id: number }).id,
    tabId,
    tableSchemaId: (panel.body as { id: number }).id,
    permalinkKey: (permalink.body as { key: string }).key,
    queryId: Number(query.queryId),
    clientId: 'isoquery01',
    resultsKey: query.resultsKey,
  };
}

beforeAll(async () => {
  a = await startApiClient();
  await createTenantWithCommand(a.runtime.dataDir, 'beta', 'beta-pw');
  b = await loginApiClient(a.runtime, 'admin', 'beta-pw', 'beta');
  owned = await createResourcesOfA();
});

afterAll(async () => {
  await a?.runtime.dispose();
});

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Every probe of B at A's resources: [what, path, init]. */
function probes(): [string, string, RequestInit][] {
  const o = owned;
  return [
    ['read database', `/api/v1/database/${o.databaseId}`, { method: 'GET' }],
    ['update database', `/api/v1/database/${o.databaseId}`, json('PUT', { expose_in_sqllab: false })],
    ['read database schemas', `/api/v1/database/${o.databaseId}/schemas/`, { method: 'GET' }],
    [
      'read database tables',
      `/api/v1/database/${o.databaseId}/tables/?q=${rison.encode({ schema_name: 'main' })}`,
      { method: 'GET' },
    ],
    [
      'run SQL on the database',
      '/api/v1/sqllab/execute/',
      json('POST', { database_id: o.databaseId, sql: 'SELECT * FROM secrets', client_id: 'isobeta001' }),
    ],
    [
      'estimate on the database',
      '/api/v1/sqllab/estimate/',
      json('POST', { database_id: o.databaseId, sql: 'SELECT * FROM secrets' }),
    ],
    ['read saved query', `/api/v1/saved_query/${o.savedQueryId}`, { method: 'GET' }],
    ['update saved query', `/api/v1/saved_query/${o.savedQueryId}`, json('PUT', { label: 'taken' })],
    ['delete saved query', `/api/v1/saved_query/${o.savedQueryId}`, { method: 'DELETE' }],
    ['bulk delete saved query', `/api/v1/saved_query/?q=${rison.encode([o.savedQueryId])}`, { method: 'DELETE' }],
    ['read tab state', `/tabstateview/${o.tabId}`, { method: 'GET' }],
    ['update tab state', `/tabstateview/${o.tabId}`, requestInit('PUT', { form: { sql: 'SELECT 2' } })],
    ['activate tab state', `/tabstateview/${o.tabId}/activate`, { method: 'POST' }],
    ['delete tab state', `/tabstateview/${o.tabId}`, { method: 'DELETE' }],
    [
      'expand table panel',
      `/tableschemaview/${o.tableSchemaId}/expanded`,
      requestInit('POST', { form: { expanded: false } }),
    ],
    ['delete table panel', `/tableschemaview/${o.tableSchemaId}`, { method: 'DELETE' }],
    ['read permalink', `/api/v1/sqllab/permalink/${o.permalinkKey}`, { method: 'GET' }],
    ['read query', `/api/v1/query/${o.queryId}`, { method: 'GET' }],
    ['stop query', '/api/v1/query/stop', json('POST', { client_id: o.clientId })],
    ['fetch results', `/api/v1/sqllab/results/?q=${rison.encode({ key: o.resultsKey })}`, { method: 'GET' }],
    ['export results', `/api/v1/sqllab/export/${o.clientId}/`, { method: 'GET' }],
    ['delete database', `/api/v1/database/${o.databaseId}`, { method: 'DELETE' }],
  ];
}

const textOf = (answer: Answer): string => new TextDecoder().decode(answer.bytes);

describe('tenant isolation', () => {
  it('B misses every resource of A, by id or key, and reads none of its data', async () => {
    // Act
    const outcomes = [];
    for (const [what, path, init] of probes()) {
      const answer = await b.request(path, init);
      outcomes.push({ what, status: answer.status, leaked: textOf(answer).includes(MARKER) });
    }

    // Assert
    expect(outcomes.filter((outcome) => outcome.status < 400 || outcome.status >= 500 || outcome.leaked)).toEqual([]);
  });

  it("A's resources are intact after B's writes and deletes", async () => {
    // Act
    const answers = await Promise.all([
      a.get(`/api/v1/database/${owned.databaseId}`),
      a.get(`/api/v1/saved_query/${owned.savedQueryId}`),
      a.get(`/tabstateview/${owned.tabId}`),
      a.get(`/api/v1/sqllab/permalink/${owned.permalinkKey}`),
      a.get(`/api/v1/query/${owned.queryId}`),
    ]);

    // Assert
    expect(answers.map((answer) => ({ status: answer.status, hasMarker: textOf(answer).includes(MARKER) }))).toEqual(
      answers.map(() => ({ status: 200, hasMarker: true })),
    );
  });

  it("B's lists hold only B's own: databases, datasets, saved queries, queries", async () => {
    // Act
    const lists = await Promise.all([
      b.get('/api/v1/database/'),
      b.get('/api/v1/dataset/?q=(page_size:100)'),
      b.get('/api/v1/saved_query/'),
      b.get('/api/v1/query/updated_since?q=(last_updated_ms:0)'),
      b.get('/api/v1/sqllab/'),
      b.get('/api/v1/async_event/'),
    ]);

    // Assert
    expect(lists.map((list) => ({ status: list.status, leaked: textOf(list).includes(MARKER) }))).toEqual(
      lists.map(() => ({ status: 200, leaked: false })),
    );
  });

  it("B's own in-memory database does not see the table A created in its in-memory database", async () => {
    // Arrange
    const bDatabase = await createScratchDatabase(b, 'beta_scratch');

    // Act
    const answer = await execute(b, { database_id: bDatabase, sql: 'SELECT * FROM secrets', client_id: 'isobeta002' });

    // Assert
    expect({ status: answer.status, leaked: textOf(answer).includes(MARKER) }).toEqual({ status: 400, leaked: false });
  });

  it("B's chart data reads B's own dataset, never A's cached answer", async () => {
    // Act
    const answer = await b.post('/api/v1/chart/data', birthNamesContext());

    // Assert
    expect({ status: answer.status, leaked: textOf(answer).includes(MARKER) }).toEqual({ status: 200, leaked: false });
  });
});
