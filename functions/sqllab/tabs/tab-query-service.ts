import { BadRequestError } from '#shared/errors.ts';
import { findOwnQuery, queryTabOf, requireOwnQuery } from './query-ownership.ts';
import type { SqlLabCaller, TabQueries } from './schema.ts';
import { updateTab } from './tab-repository.ts';
import { requireTab } from './tab-service.ts';

/**
 * DELETE /tabstateview/{id}/query/{client_id}: the query leaves the tab. The tab's `latest_query` is cleared when
 * it pointed there, and the query record itself goes when it ran in this tab, as Superset deletes it.
 */
export async function removeTabQuery(
  caller: SqlLabCaller,
  id: number,
  clientId: string,
  queries: TabQueries,
): Promise<{ message: string }> {
  const tab = await requireTab(caller, id);
  if (tab.latest_query_id === clientId) await updateTab(caller.tenant, caller.userId, id, { latest_query_id: null });
  const query = await findOwnQuery(caller, clientId, queries);
  if (query && queryTabOf(query) === String(id)) await queries.deleteQuery(caller.tenant, clientId);
  return { message: 'OK' };
}

/** POST /tabstateview/{id}/migrate_query: an existing query of the caller's (field `queryId`, its client id) joins the tab. */
export async function migrateQuery(
  caller: SqlLabCaller,
  id: number,
  payload: Record<string, unknown>,
  queries: TabQueries,
): Promise<{ message: string }> {
  const clientId = payload.queryId;
  if (typeof clientId !== 'string' || clientId === '') throw new BadRequestError('queryId is required');
  await requireTab(caller, id);
  await requireOwnQuery(caller, clientId, queries);
  await queries.assignQueryToTab(caller.tenant, clientId, id);
  return { message: 'OK' };
}
