import { NotFoundError } from '#shared/errors.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { listDatabases } from '../../databases/repository.ts';
import type { Claims } from '../../lib/claims.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { canSeeQuery } from '../access.ts';
import { UpdatedSinceQuery } from '../payloads.ts';
import { toRestQuery } from './present.ts';
import { getQueryById, listUserQueries } from './repository.ts';

/** Queries in Superset's QueryRestApi shape, each with its database's id and name. */
async function presentAll(tenant: string, records: QueryRecord[]): Promise<Record<string, unknown>[]> {
  const names = new Map((await listDatabases(tenant)).map((database) => [database.id, database.database_name]));
  return records.map((record) => toRestQuery(record, { id: record.dbId, database_name: names.get(record.dbId) ?? null }));
}

/** GET /api/v1/query/{pk}: one query of the caller's (any query for an admin); 404 otherwise. */
export async function getQuery(claims: Claims, id: number): Promise<{ id: number; result: Record<string, unknown> }> {
  const record = await getQueryById(claims.tenant, id);
  if (!record || !canSeeQuery(claims, record)) throw new NotFoundError();
  const [result] = await presentAll(claims.tenant, [record]);
  return { id, result: result! };
}

/**
 * GET /api/v1/query/updated_since?q=(last_updated_ms:N): the caller's queries changed after N (epoch ms), newest
 * change first, as SQL Lab polls them for state and progress.
 */
export async function queriesUpdatedSince(claims: Claims, q: string | undefined): Promise<{ result: Record<string, unknown>[] }> {
  const { last_updated_ms: after } = parseRisonQuery(UpdatedSinceQuery, q);
  const records = await listUserQueries(claims.tenant, claims.sub, { changedAfterMs: after });
  return { result: await presentAll(claims.tenant, records) };
}
