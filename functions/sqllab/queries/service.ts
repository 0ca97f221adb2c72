import { NotFoundError } from '#shared/errors.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { listDatabases } from '../../lib/records/database-repository.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import type { Claims } from '../../lib/claims.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { canSeeQuery } from '../access.ts';
import { UpdatedSinceQuery } from '../payloads.ts';
import { failAllLapsed, failIfLapsed, listActiveUserQueries } from './lease-store.ts';
import { toRestQuery } from './present.ts';
import { getQueryById, listUserQueries } from './repository.ts';

/** Queries in Superset's QueryRestApi shape, each with its database's id and name. */
async function presentAll(tenant: string, records: QueryRecord[]): Promise<Record<string, unknown>[]> {
  const names = new Map((await listDatabases(tenant)).map((database) => [database.id, database.database_name]));
  return records.map((record) =>
    toRestQuery(record, { id: record.dbId, database_name: names.get(record.dbId) ?? null }),
  );
}

/**
 * GET /api/v1/query/{pk}: one query of the caller's (any query for an admin); 404 otherwise. A query whose process
 * died (its lease ran out) is failed before it is answered.
 */
export async function getQuery(
  access: CallerAccess,
  id: number,
  now = Date.now(),
): Promise<{ id: number; result: Record<string, unknown> }> {
  const { claims } = access;
  const record = await getQueryById(claims.tenant, id);
  if (!record || !canSeeQuery(access, record)) throw new NotFoundError();
  const [result] = await presentAll(claims.tenant, [await failIfLapsed(claims.tenant, record, now)]);
  return { id, result: result! };
}

/** Records by client id, the later list's copy winning: one entry per query. */
const distinct = (...lists: QueryRecord[][]): QueryRecord[] => [
  ...new Map(lists.flat().map((record) => [record.clientId, record])).values(),
];

/**
 * GET /api/v1/query/updated_since?q=(last_updated_ms:N): the caller's queries changed after N (epoch ms), newest
 * change first, as SQL Lab polls them for state and progress. The caller's active queries are swept too: one whose
 * process died changes no more, so it may be older than N, and failing it is the change the poll then answers.
 */
export async function queriesUpdatedSince(
  claims: Claims,
  q: string | undefined,
  now = Date.now(),
): Promise<{ result: Record<string, unknown>[] }> {
  const { last_updated_ms: after } = parseRisonQuery(UpdatedSinceQuery, q);
  const [changed, active] = await Promise.all([
    listUserQueries(claims.tenant, claims.sub, { changedAfterMs: after }),
    listActiveUserQueries(claims.tenant, claims.sub, now),
  ]);
  const current = await failAllLapsed(claims.tenant, distinct(changed, active), now);
  const records = current
    .filter((record) => Date.parse(record.changed_on) > after)
    .sort((a, b) => b.changed_on.localeCompare(a.changed_on));
  return { result: await presentAll(claims.tenant, records) };
}
