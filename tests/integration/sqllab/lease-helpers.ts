import { randomUUID } from 'node:crypto';
import { afterEach, vi } from 'vitest';
import { nextId } from '#functions/lib/counters.ts';
import { RUN_LEASE_MS } from '#functions/sqllab/queries/lease.ts';
import { insertQuery } from '#functions/sqllab/queries/repository.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { queryRecord } from '../../unit/sqllab/query-record.ts';
import type { ApiClient } from '../helpers/api-client.ts';

/**
 * Freezes the clock of this process, which the local runtime shares, at the current time and answers it; tests move
 * it with `vi.setSystemTime` instead of waiting for a lease to run out. Timers stay real, so the runtime's polls and
 * engines go on; the clock is restored after each test.
 */
export function freezeClock(): number {
  const at = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  return at;
}

/** Registers the restore of the real clock after each test of the file. */
export function restoreClockAfterEach(): void {
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The caller's `sub`, read from their token (what query records keep as `user_id`). */
export const subOf = (client: ApiClient): string =>
  (JSON.parse(Buffer.from(client.token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** A query as a process that ran it left it: `running` (or as `fields` say) of the examples database, under a lease. */
export interface SeededQuery {
  clientId: string;
  userId: string;
  username?: string;
  at: number;
  fields?: Partial<QueryRecord>;
}

/**
 * Stores the record of a query whose process wrote it at `at` and then stopped (or still runs, as far as the record
 * tells): `running` under a run lease from `at`, `SELECT 1` on the examples database, no tab. Answers the record.
 */
export async function seedActiveQuery(query: SeededQuery): Promise<QueryRecord> {
  const record = queryRecord({
    id: await nextId('default', 'query'),
    clientId: query.clientId,
    sqlEditorId: null,
    tab: null,
    state: 'running',
    progress: 0,
    startDttm: query.at,
    endDttm: null,
    rows: null,
    resultsKey: randomUUID(),
    limitingFactor: 'UNKNOWN',
    changed_on: new Date(query.at).toISOString(),
    user_id: query.userId,
    user: query.username ?? 'admin',
    leaseExpiresAt: query.at + RUN_LEASE_MS,
    ...query.fields,
  });
  await insertQuery('default', record);
  return record;
}
