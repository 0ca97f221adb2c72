import rison from 'rison';
import { STOP_POLL_MS } from '#functions/sqllab/execution/stop-watch.ts';
import { moveQuery } from '#functions/sqllab/queries/repository.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../contract/openapi.ts';
import { type Answer, type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { until } from '../helpers/until.ts';
import { createScratchDatabase, execute, openEventSocket } from './execution-helpers.ts';
import { createSqlLabUser } from './sqllab-client.ts';

const admin = useApiClient();
let scratch: number;
let socket: Awaited<ReturnType<typeof openEventSocket>>;

beforeAll(async () => {
  scratch = await createScratchDatabase(admin, 'scratch-stop');
  socket = await openEventSocket(admin.runtime.url, admin.token);
});

afterAll(() => {
  socket?.close();
});

/** A DuckDB query that would run for minutes: the sum over a 40-billion-row cross join. */
const LONG_SQL = 'SELECT sum(a.range * b.range) AS s FROM range(200000) a, range(200000) b';

const stop = (client: ApiClient, clientId: string): Promise<Answer> =>
  client.post('/api/v1/query/stop', { client_id: clientId });

/** The caller's query with this client id, in the QueryRestApi shape. */
async function recordOf(clientId: string): Promise<Record<string, unknown> | undefined> {
  const listed = await admin.get(`/api/v1/query/updated_since?q=${rison.encode({ last_updated_ms: 0 })}`);
  return (listed.body as { result: Record<string, unknown>[] }).result.find((query) => query.client_id === clientId);
}

const whenRunning = (clientId: string) =>
  until(async () => ((await recordOf(clientId))?.status === 'running' ? true : undefined), 15_000);

describe('POST /api/v1/query/stop', () => {
  it('interrupts a long synchronous DuckDB query part way: the execute answers `stopped` at once and the engine is free', async () => {
    // Arrange
    const running = execute(admin, { database_id: scratch, sql: LONG_SQL, client_id: 'stopsync001' });
    await whenRunning('stopsync001');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Act
    const stopped = await stop(admin, 'stopsync001');
    const stoppedAt = Date.now();
    const answer = await running;
    const endedAfterMs = Date.now() - stoppedAt;
    const next = await execute(admin, { database_id: scratch, sql: 'SELECT 1 AS still_working' });

    // Assert
    expect(stopped).toEqual({ status: 200, body: { result: 'OK' } });
    expect(contractProblems('POST', '/api/v1/query/stop', 200, stopped.body)).toEqual([]);
    expect(endedAfterMs).toBeLessThan(1_000);
    expect(answer).toMatchObject({
      status: 200,
      body: { status: 'stopped', data: [], query: { id: 'stopsync001', state: 'stopped', resultsKey: null } },
    });
    expect(await recordOf('stopsync001')).toMatchObject({
      status: 'stopped',
      results_key: null,
      end_time: expect.any(Number),
    });
    expect((next.body as { data: unknown }).data).toEqual([{ still_working: 1 }]);
  });

  it('ends a run whose record another process marked stopped, the run cancelling its own engine query', async () => {
    // Arrange: a Stop answered by another Lambda changes the record but cannot reach this process's DuckDB.
    const running = execute(admin, { database_id: scratch, sql: LONG_SQL, client_id: 'stopelse001' });
    await whenRunning('stopelse001');

    // Act
    await moveQuery('default', 'stopelse001', 'stopped', { endDttm: Date.now(), resultsKey: null });
    const stoppedAt = Date.now();
    const answer = await running;
    const endedAfterMs = Date.now() - stoppedAt;

    // Assert
    expect(answer).toMatchObject({ status: 200, body: { status: 'stopped', query: { state: 'stopped' } } });
    expect(endedAfterMs).toBeLessThan(STOP_POLL_MS + 1_000);
  });

  it('stops an async query on the worker, which announces it stopped', async () => {
    // Arrange
    const accepted: Answer<JsonBody> = await execute(admin, {
      database_id: 1,
      sql: 'SELECT count(*) FROM birth_names a, birth_names b, birth_names c',
      client_id: 'stopasync01',
      runAsync: true,
    });
    const jobId = (accepted.body.query as { extra: { job_id: string } }).extra.job_id;
    await whenRunning('stopasync01');

    // Act
    const stopped = await stop(admin, 'stopasync01');
    const event = await until(
      () => socket.events.find((pushed) => pushed.job_id === jobId && pushed.status === 'error'),
      5_000,
    );

    // Assert
    expect(stopped).toEqual({ status: 200, body: { result: 'OK' } });
    expect(event).toMatchObject({ status: 'error', errors: [{ message: 'The query was stopped' }] });
    expect(await recordOf('stopasync01')).toMatchObject({ status: 'stopped', results_key: null });
  });

  it('leaves a finished query as it is', async () => {
    // Arrange
    await execute(admin, { database_id: scratch, sql: 'SELECT 1', client_id: 'stopdone001' });

    // Act
    const stopped = await stop(admin, 'stopdone001');

    // Assert
    expect(stopped).toEqual({ status: 200, body: { result: 'OK' } });
    expect(await recordOf('stopdone001')).toMatchObject({ status: 'success', results_key: expect.any(String) });
  });

  it("answers 404 for a client id that does not exist and for another user's query", async () => {
    // Arrange
    await execute(admin, { database_id: scratch, sql: 'SELECT 1', client_id: 'stopother01' });
    const other = await createSqlLabUser(admin, 'stopper');

    // Act
    const responses = [
      await stop(admin, 'no-such-query'),
      await stop(other, 'stopother01'),
      await admin.post('/api/v1/query/stop', {}),
    ];

    // Assert
    expect(responses).toEqual([
      { status: 404, body: { message: 'Not found' } },
      { status: 404, body: { message: 'Not found' } },
      { status: 400, body: { message: { client_id: ['Missing data for required field.'] } } },
    ]);
  });
});
