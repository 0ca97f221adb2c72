import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEventsAfter } from '#functions/async/event-log.ts';
import { resultUrlOf } from '#functions/charts/async/job.ts';
import { handler as chartWorker } from '#functions/jobs/chart-worker.ts';
import { contractProblems } from '../../contract/openapi.ts';
import { type Answer, type ApiClient, startApiClient } from '../helpers/api-client.ts';
import { sqsDelivery } from '../helpers/sqs-delivery.ts';
import { until } from '../helpers/until.ts';
import { birthNamesContext } from './chart-client.ts';

let client: ApiClient;
let socket: WebSocket;
const pushed: Record<string, unknown>[] = [];
const previousSetting = process.env.GLOBAL_ASYNC_QUERIES;

beforeAll(async () => {
  process.env.GLOBAL_ASYNC_QUERIES = 'true';
  client = await startApiClient();
  socket = new WebSocket(`${client.runtime.url.replace('http', 'ws')}/ws?token=${client.token}`);
  socket.on('message', (data) => pushed.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
});
afterAll(async () => {
  socket?.close();
  await client?.runtime.dispose();
  if (previousSetting === undefined) delete process.env.GLOBAL_ASYNC_QUERIES;
  else process.env.GLOBAL_ASYNC_QUERIES = previousSetting;
});

const submit = (body: unknown): Promise<Answer> => client.post('/api/v1/chart/data', body);
const pushedFor = (jobId: string) => until(() => pushed.find((event) => event.job_id === jobId));

describe('POST /api/v1/chart/data with GLOBAL_ASYNC_QUERIES', () => {
  it('answers a cache miss with 202, announces the job over the WebSocket and by polling, then serves the result', async () => {
    // Arrange
    const context = birthNamesContext({ row_limit: 21 });

    // Act
    const accepted = await submit(context);
    const jobId = (accepted.body as { job_id: string }).job_id;
    const event = await pushedFor(jobId);
    const polled = await client.get('/api/v1/async_event/?last_id=0');
    const fetched = await client.get(String(event.result_url));

    // Assert
    expect({ status: accepted.status, body: accepted.body }).toEqual({
      status: 202,
      body: {
        channel_id: '1',
        job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: '1',
        status: 'pending',
        errors: [],
        result_url: null,
      },
    });
    const expectedEvent = {
      id: expect.any(String),
      channel_id: '1',
      job_id: jobId,
      user_id: 1,
      status: 'done',
      errors: [],
      result_url: expect.stringMatching(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/),
    };
    expect(event).toEqual(expectedEvent);
    expect((polled.body as { result: unknown[] }).result).toContainEqual(event);
    expect(fetched.status).toBe(200);
    expect(contractProblems('GET', '/api/v1/chart/data/{cache_key}', 200, fetched.body)).toEqual([]);
    expect((fetched.body as { result: Record<string, unknown>[] }).result).toEqual([
      expect.objectContaining({
        is_cached: true,
        cached_dttm: expect.any(String),
        colnames: ['gender', 'count'],
        rowcount: 2,
        status: 'success',
      }),
    ]);
  });

  it('answers a cached query at once with 200', async () => {
    // Arrange
    const context = birthNamesContext({ row_limit: 22 });
    const first = await submit(context);
    await pushedFor((first.body as { job_id: string }).job_id);

    // Act
    const second = await submit(context);

    // Assert
    expect(second.status).toBe(200);
    expect(contractProblems('POST', '/api/v1/chart/data', 200, second.body)).toEqual([]);
    expect((second.body as { result: { is_cached: boolean }[] }).result.map((result) => result.is_cached)).toEqual([
      true,
    ]);
  });

  it('runs a forced query as a job even when it is cached', async () => {
    // Arrange
    const context = birthNamesContext({ row_limit: 23 });
    await pushedFor(((await submit(context)).body as { job_id: string }).job_id);

    // Act
    const forced = await submit({ ...context, force: true });

    // Assert
    expect(forced.status).toBe(202);
    expect(await pushedFor((forced.body as { job_id: string }).job_id)).toMatchObject({ status: 'done' });
  });

  it('answers requests that run no query, and exports, synchronously', async () => {
    // Act
    const answers = await Promise.all([
      submit(birthNamesContext({ row_limit: 24 }, { result_type: 'query' })),
      submit(birthNamesContext({ row_limit: 24 }, { result_format: 'csv' })),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('announces an engine failure as the job error', async () => {
    // Arrange
    const broken = { expressionType: 'SQL', sqlExpression: 'SUM(nope)', label: 'broken' };

    // Act
    const accepted = await submit(birthNamesContext({ metrics: [broken], orderby: [] }));
    const event = await pushedFor((accepted.body as { job_id: string }).job_id);

    // Assert
    expect(event).toMatchObject({
      status: 'error',
      result_url: null,
      errors: [
        {
          message: expect.stringContaining('Referenced column "nope" not found'),
          error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
          level: 'error',
        },
      ],
    });
  });
});

describe('chart_data jobs', () => {
  const delivery = (job: unknown, receiveCount: number) => sqsDelivery('chart', job, receiveCount);

  it('yields one result and one event for a redelivered job', async () => {
    // Arrange: the job of the signed-in admin (its channel is their `sub`), as only they may fetch its answer.
    const channel = '1';
    const contextKey = 'b'.repeat(64);
    const payload = {
      username: 'admin',
      roles: ['Admin'],
      queryContext: birthNamesContext({ row_limit: 25 }),
      contextKey,
    };
    const job = {
      job_id: randomUUID(),
      tenant: 'default',
      user_id: 1,
      channel_id: channel,
      kind: 'chart_data',
      payload,
      submitted_at: new Date().toISOString(),
    };

    // Act
    const outcomes = [await chartWorker(delivery(job, 1)), await chartWorker(delivery(job, 2))];
    const stored = await client.get(resultUrlOf(contextKey));

    // Assert
    expect(outcomes).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(stored.status).toBe(200);
    const events = await listEventsAfter('default', channel);
    expect(events.filter((event) => event.job_id === job.job_id)).toEqual([
      {
        id: expect.any(String),
        channel_id: channel,
        job_id: job.job_id,
        user_id: 1,
        status: 'done',
        errors: [],
        result_url: resultUrlOf(contextKey),
      },
    ]);
  });
});
