import { randomUUID } from 'node:crypto';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEventsAfter } from '#functions/async/event-log.ts';
import { handler as sqlWorker } from '#functions/jobs/sql-worker.ts';
import { componentSchema } from '../../contract/openapi.ts';
import { type Answer, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { sqsDelivery } from '../helpers/sqs-delivery.ts';
import { until } from '../helpers/until.ts';
import { contractProblemsBeyondNulls, createScratchDatabase, execute, openEventSocket } from './execution-helpers.ts';
import { createSqlLabUser } from './sqllab-client.ts';

const admin = useApiClient();
let socket: Awaited<ReturnType<typeof openEventSocket>>;

beforeAll(async () => {
  socket = await openEventSocket(admin.runtime.url, admin.token);
});

afterAll(() => {
  socket?.close();
});

const pendingQuery = (response: Answer<JsonBody>): Record<string, unknown> =>
  response.body.query as Record<string, unknown>;

/** The job id an async execute put on its query (`extra.job_id`): what the job's events carry. */
const jobIdOf = (response: Answer<JsonBody>): string =>
  String((pendingQuery(response).extra as { job_id: string }).job_id);

/** The pushed events of an async execute's job, in order, once its final one (done or error) arrived. */
function eventsOf(response: Answer<JsonBody>): Promise<Record<string, unknown>[]> {
  return until(() => {
    const events = socket.events.filter((event) => event.job_id === jobIdOf(response));
    return events.some((event) => event.status === 'done' || event.status === 'error') ? events : undefined;
  }, 15_000);
}

/** The final pushed event of an async execute's job. */
const finalEventOf = async (response: Answer<JsonBody>): Promise<Record<string, unknown>> =>
  (await eventsOf(response)).at(-1)!;

describe('POST /api/v1/sqllab/execute/ (asynchronous)', () => {
  it('answers 202 with the query pending, announces it done on the socket, and serves its rows from the results', async () => {
    // Act
    const accepted = await execute(admin, {
      database_id: 1,
      sql: 'SELECT name, num FROM birth_names ORDER BY num DESC, name',
      client_id: 'async000001',
      queryLimit: 3,
      runAsync: true,
    });
    const event = await finalEventOf(accepted);
    const polled = await admin.get('/api/v1/async_event/?last_id=0');
    const results = await admin.get(String(event.result_url));

    // Assert
    expect(accepted.status).toBe(202);
    expect(pendingQuery(accepted)).toMatchObject({
      id: 'async000001',
      state: 'pending',
      progress: 0,
      endDttm: null,
      resultsKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(contractProblemsBeyondNulls('POST', '/api/v1/sqllab/execute/', 202, accepted.body)).toEqual([]);
    expect(event).toEqual({
      id: expect.any(String),
      channel_id: '1',
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: 1,
      status: 'done',
      errors: [],
      result_url: `/api/v1/sqllab/results/?q=${rison.encode({ key: pendingQuery(accepted).resultsKey })}`,
    });
    expect((polled.body as { result: unknown[] }).result).toContainEqual(event);
    expect(results.status).toBe(200);
    expect(contractProblemsBeyondNulls('GET', '/api/v1/sqllab/results/', 200, results.body)).toEqual([]);
    expect(results.body).toMatchObject({
      status: 'success',
      data: [expect.objectContaining({ name: expect.any(String) }), expect.any(Object), expect.any(Object)],
      query: { id: 'async000001', state: 'success', rows: 3, limitingFactor: 'DROPDOWN', progress: 100 },
      displayLimitReached: false,
    });
  });

  it("announces each statement of a script as progress on the query's record", async () => {
    // Act
    const accepted = await execute(admin, {
      database_id: 1,
      sql: 'SELECT 1; SELECT 2; SELECT count(*) AS c FROM birth_names',
      runAsync: true,
    });
    const queryId = Number(pendingQuery(accepted).queryId);
    const events = await eventsOf(accepted);
    const record = await admin.get(`/api/v1/query/${queryId}`);

    // Assert
    expect(events.map(({ status, result_url }) => ({ status, result_url }))).toEqual([
      { status: 'running', result_url: `/api/v1/query/${queryId}` },
      { status: 'running', result_url: `/api/v1/query/${queryId}` },
      { status: 'done', result_url: expect.stringMatching(/^\/api\/v1\/sqllab\/results\//) },
    ]);
    expect((record.body as { result: Record<string, unknown> }).result).toMatchObject({
      status: 'success',
      progress: 100,
      rows: 1,
    });
  });

  it('runs a query as a job when the client asks for it on a database that runs SQL Lab synchronously', async () => {
    // Arrange
    const scratch = await createScratchDatabase(admin, 'scratch-async');

    // Act
    const accepted = await execute(admin, {
      database_id: scratch,
      sql: 'SELECT 42 AS answer',
      client_id: 'askedasync1',
      runAsync: true,
    });
    const event = await finalEventOf(accepted);

    // Assert
    expect([accepted.status, pendingQuery(accepted).state, event.status]).toEqual([202, 'pending', 'done']);
  });

  it('announces an engine failure as the job error and records the query failed', async () => {
    // Act
    const accepted = await execute(admin, {
      database_id: 1,
      sql: 'SELECT no_such_column FROM birth_names',
      client_id: 'asyncfail01',
      runAsync: true,
    });
    const event = await finalEventOf(accepted);
    const record = await admin.get(`/api/v1/query/${String(pendingQuery(accepted).queryId)}`);

    // Assert
    expect(event).toMatchObject({
      status: 'error',
      result_url: null,
      errors: [
        {
          message: expect.stringContaining('Referenced column "no_such_column" not found'),
          error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
          level: 'error',
        },
      ],
    });
    expect((record.body as { result: Record<string, unknown> }).result).toMatchObject({
      status: 'failed',
      results_key: null,
      error_message: expect.stringContaining('no_such_column'),
    });
  });
});

describe('GET /api/v1/query/{pk} and /api/v1/query/updated_since', () => {
  it("answer queries in Superset's QueryRestApi shape, updated_since only those changed after the time given", async () => {
    // Arrange
    const first = await execute(admin, {
      database_id: 1,
      sql: 'SELECT 1 AS one',
      client_id: 'restshape01',
      sql_editor_id: '3',
      tab: 'Tab 3',
      schema: 'main',
      runAsync: true,
    });
    await finalEventOf(first);
    const since = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await finalEventOf(
      await execute(admin, { database_id: 1, sql: 'SELECT 2 AS two', client_id: 'restshape02', runAsync: true }),
    );

    // Act
    const single = await admin.get(`/api/v1/query/${String(pendingQuery(first).queryId)}`);
    const updated = await admin.get(`/api/v1/query/updated_since?q=${rison.encode({ last_updated_ms: since })}`);

    // Assert
    expect(single).toEqual({
      status: 200,
      body: {
        id: pendingQuery(first).queryId,
        result: {
          id: pendingQuery(first).queryId,
          client_id: 'restshape01',
          changed_on: expect.any(String),
          database: { id: 1, database_name: 'examples' },
          end_result_backend_time: expect.any(Number),
          end_time: expect.any(Number),
          error_message: null,
          executed_sql: 'SELECT 1 AS "one" LIMIT 1001',
          limit: 1000,
          progress: 100,
          results_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
          rows: 1,
          schema: 'main',
          select_as_cta: false,
          select_as_cta_used: false,
          select_sql: null,
          sql: 'SELECT 1 AS one',
          sql_editor_id: '3',
          start_running_time: expect.any(Number),
          start_time: expect.any(Number),
          status: 'success',
          tab_name: 'Tab 3',
          tmp_schema_name: null,
          tmp_table_name: null,
          tracking_url: null,
        },
      },
    });
    expect(componentSchema('QueryRestApi.get')((single.body as { result: unknown }).result)).toBe(true);
    expect((updated.body as { result: { client_id: string }[] }).result.map((query) => query.client_id)).toEqual([
      'restshape02',
    ]);
    expect(contractProblemsBeyondNulls('GET', '/api/v1/query/updated_since', 200, updated.body)).toEqual([]);
  });

  it("answers 404 for another user's query and for an id that does not exist", async () => {
    // Arrange
    const accepted = await execute(admin, { database_id: 1, sql: 'SELECT 1', runAsync: true });
    const other = await createSqlLabUser(admin, 'async-other');

    // Act
    const responses = await Promise.all([
      other.get(`/api/v1/query/${String(pendingQuery(accepted).queryId)}`),
      admin.get('/api/v1/query/999999'),
    ]);

    // Assert
    expect(responses).toEqual([
      { status: 404, body: { message: 'Not found' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });
});

describe('sqllab_query jobs', () => {
  const delivery = (job: unknown, receiveCount: number) => sqsDelivery('sql', job, receiveCount);

  it('never reruns a query that already ended: a redelivered job announces the stored result once', async () => {
    // Arrange
    const accepted = await execute(admin, {
      database_id: 1,
      sql: 'SELECT 3 AS three',
      client_id: 'redeliver01',
      runAsync: true,
    });
    const first = await finalEventOf(accepted);
    const before = await admin.get(`/api/v1/query/${String(pendingQuery(accepted).queryId)}`);
    const channel = randomUUID();
    const plan = {
      statements: ['SELECT 3 AS three LIMIT 1001'],
      returnsRows: true,
      limit: 1000,
      userLimit: null,
      ctas: null,
    };
    const job = {
      job_id: randomUUID(),
      tenant: 'default',
      user_id: 1,
      channel_id: channel,
      kind: 'sqllab_query',
      payload: { client_id: 'redeliver01', plan },
      submitted_at: new Date().toISOString(),
    };

    // Act
    const outcomes = [await sqlWorker(delivery(job, 1)), await sqlWorker(delivery(job, 2))];
    const after = await admin.get(`/api/v1/query/${String(pendingQuery(accepted).queryId)}`);

    // Assert
    expect(outcomes).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(await listEventsAfter('default', channel)).toEqual([
      {
        id: '1',
        channel_id: channel,
        job_id: job.job_id,
        user_id: 1,
        status: 'done',
        errors: [],
        result_url: first.result_url,
      },
    ]);
    expect(after.body).toEqual(before.body);
  });
});
