import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listEventsAfter } from '#functions/async/event-log.ts';
import { markRunning } from '#functions/jobs/job-ledger.ts';
import { handler as sqlWorker } from '#functions/jobs/sql-worker.ts';
import { LEASE_HEARTBEAT_MS, RUN_LEASE_MS, queuedLeaseMs } from '#functions/sqllab/queries/lease.ts';
import { getQueryByClientId } from '#functions/sqllab/queries/repository.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { useApiClient } from '../helpers/api-client.ts';
import { sqsDelivery } from '../helpers/sqs-delivery.ts';
import { until } from '../helpers/until.ts';
import { createScratchDatabase, execute } from './execution-helpers.ts';
import { freezeClock, restoreClockAfterEach, seedActiveQuery } from './lease-helpers.ts';
import { interrupted, restQuery } from './lease-shapes.ts';

const admin = useApiClient();
restoreClockAfterEach();
let scratch: number;

beforeAll(async () => {
  scratch = await createScratchDatabase(admin, 'scratch-lease');
});

/** A DuckDB query that would run for minutes: the sum over a 40-billion-row cross join. */
const LONG_SQL = 'SELECT sum(a.range * b.range) AS s FROM range(200000) a, range(200000) b';

/** The stored record once `accept` says yes to it. */
const recordWhen = (clientId: string, accept: (record: QueryRecord) => boolean): Promise<QueryRecord> =>
  until(async () => {
    const record = await getQueryByClientId('default', clientId);
    return record && accept(record) ? record : undefined;
  }, 15_000);

/** A `sqllab_query` job of the examples database's query `clientId`, on a channel of its own. */
function sqlJob(clientId: string, at: number) {
  const plan = {
    statements: ['SELECT 3 AS three LIMIT 1001'],
    returnsRows: true,
    limit: 1000,
    userLimit: null,
    ctas: null,
  };
  return {
    job_id: randomUUID(),
    tenant: 'default',
    user_id: 1,
    channel_id: randomUUID(),
    kind: 'sqllab_query',
    payload: { client_id: clientId, plan },
    submitted_at: new Date(at).toISOString(),
  };
}

describe('the lease of a live query', () => {
  it('keeps a long synchronous query running past its first lease, its heartbeat renewing it', async () => {
    // Arrange
    const at = freezeClock();
    const answer = execute(admin, { database_id: scratch, sql: LONG_SQL, client_id: 'leaselive01' });
    const started = await recordWhen('leaselive01', (record) => record.state === 'running');

    // Act: the clock moves a heartbeat at a time, past the lease the run started with.
    const leases: (number | undefined)[] = [];
    for (let beat = 1; beat * LEASE_HEARTBEAT_MS <= RUN_LEASE_MS; beat += 1) {
      vi.setSystemTime(at + beat * LEASE_HEARTBEAT_MS);
      leases.push(
        (
          await recordWhen(
            'leaselive01',
            (record) => record.leaseExpiresAt !== (leases.at(-1) ?? started.leaseExpiresAt),
          )
        ).leaseExpiresAt,
      );
    }
    vi.setSystemTime(at + RUN_LEASE_MS + 1);
    const read = await admin.get(`/api/v1/query/${started.id}`);
    await admin.post('/api/v1/query/stop', { client_id: 'leaselive01' });
    const ended = await answer;

    // Assert
    const renewals = Array.from(
      { length: RUN_LEASE_MS / LEASE_HEARTBEAT_MS },
      (_, index) => at + (index + 1) * LEASE_HEARTBEAT_MS + RUN_LEASE_MS,
    );
    expect({ first: started.leaseExpiresAt, leases }).toEqual({ first: at + RUN_LEASE_MS, leases: renewals });
    expect(read).toEqual({
      status: 200,
      body: {
        id: started.id,
        result: {
          ...restQuery(started),
          changed_on: new Date(at + RUN_LEASE_MS).toISOString(),
          database: { id: scratch, database_name: 'scratch-lease' },
          schema: null,
        },
      },
    });
    expect((ended.body as { status: string }).status).toBe('stopped');
  });
});

describe('the lease of an async query', () => {
  it('keeps a queued query pending past a run lease, until a worker claims it under a run lease and runs it', async () => {
    // Arrange
    const at = freezeClock();
    const fields = {
      state: 'pending' as const,
      runAsync: true,
      sql: 'SELECT 3 AS three',
      executedSql: 'SELECT 3 AS three LIMIT 1001',
      leaseExpiresAt: at + queuedLeaseMs(),
    };
    const queued = await seedActiveQuery({ clientId: 'leasequeue1', userId: '1', at, fields });
    const job = sqlJob('leasequeue1', at);
    const claimedAt = at + RUN_LEASE_MS + 1;
    vi.setSystemTime(claimedAt);

    // Act
    const whileQueued = await admin.get(`/api/v1/query/${queued.id}`);
    const delivered = await sqlWorker(sqsDelivery('sql', job, 1));
    const ran = await getQueryByClientId('default', 'leasequeue1');

    // Assert
    expect(whileQueued).toEqual({ status: 200, body: { id: queued.id, result: restQuery(queued) } });
    expect(delivered).toEqual({ batchItemFailures: [] });
    expect({ state: ran?.state, rows: ran?.rows, leaseExpiresAt: ran?.leaseExpiresAt }).toEqual({
      state: 'success',
      rows: 1,
      leaseExpiresAt: claimedAt + RUN_LEASE_MS,
    });
  });

  it('fails a query whose worker died mid-run when its job comes back, announcing it once and never running it again', async () => {
    // Arrange: the first delivery claimed the query and the job, then its process died.
    const at = freezeClock();
    const dead = await seedActiveQuery({
      clientId: 'leasejob001',
      userId: '1',
      at,
      fields: { runAsync: true, sql: 'SELECT 3 AS three', executedSql: 'SELECT 3 AS three LIMIT 1001' },
    });
    const job = sqlJob('leasejob001', at);
    await markRunning('default', job.job_id, at);
    const failedAt = at + RUN_LEASE_MS + 1;
    vi.setSystemTime(failedAt);

    // Act
    const deliveries = [await sqlWorker(sqsDelivery('sql', job, 2)), await sqlWorker(sqsDelivery('sql', job, 3))];
    const read = await admin.get(`/api/v1/query/${dead.id}`);

    // Assert
    expect(deliveries).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(await listEventsAfter('default', job.channel_id)).toEqual([
      {
        id: '1',
        channel_id: job.channel_id,
        job_id: job.job_id,
        user_id: 1,
        status: 'error',
        errors: interrupted,
        result_url: null,
      },
    ]);
    expect(read).toEqual({ status: 200, body: { id: dead.id, result: restQuery(dead, failedAt) } });
  });

  it('leaves a query a reader already failed as it is when its job comes back, announcing the failure once', async () => {
    // Arrange
    const at = freezeClock();
    const dead = await seedActiveQuery({
      clientId: 'leasejob002',
      userId: '1',
      at,
      fields: { runAsync: true, sql: 'SELECT 3 AS three', executedSql: 'SELECT 3 AS three LIMIT 1001' },
    });
    const job = sqlJob('leasejob002', at);
    await markRunning('default', job.job_id, at);
    const failedAt = at + RUN_LEASE_MS + 1;
    vi.setSystemTime(failedAt);
    const failed = await admin.get(`/api/v1/query/${dead.id}`);
    vi.setSystemTime(failedAt + 60_000);

    // Act
    const deliveries = [await sqlWorker(sqsDelivery('sql', job, 2)), await sqlWorker(sqsDelivery('sql', job, 3))];
    const read = await admin.get(`/api/v1/query/${dead.id}`);

    // Assert
    expect(deliveries).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(await listEventsAfter('default', job.channel_id)).toEqual([
      {
        id: '1',
        channel_id: job.channel_id,
        job_id: job.job_id,
        user_id: 1,
        status: 'error',
        errors: interrupted,
        result_url: null,
      },
    ]);
    expect(read).toEqual(failed);
    expect(read).toEqual({ status: 200, body: { id: dead.id, result: restQuery(dead, failedAt) } });
  });
});
