import { BadRequestError } from '#shared/errors.ts';
import type { ClientQuery, SqlLabCaller, TabQueries } from './schema.ts';

/** The owner of a query: its `userId` as the caller's `sub` reads. */
export const queryOwnerOf = (query: ClientQuery): string => String(query.userId);

/** The tab a query ran in (`sqlEditorId`), or null. */
export const queryTabOf = (query: ClientQuery): string | null => query.sqlEditorId;

/** The caller's query by client id, or undefined (another user's query is as good as absent). */
export async function findOwnQuery(
  caller: SqlLabCaller,
  clientId: string,
  queries: TabQueries,
): Promise<ClientQuery | undefined> {
  const query = await queries.getQueryByClientId(caller.tenant, clientId);
  return query && queryOwnerOf(query) === caller.userId ? query : undefined;
}

/** The caller's query by client id; 400 `Bad request` otherwise, as Superset answers a PUT naming an unknown query. */
export async function requireOwnQuery(
  caller: SqlLabCaller,
  clientId: string,
  queries: TabQueries,
): Promise<ClientQuery> {
  const query = await findOwnQuery(caller, clientId, queries);
  if (!query) throw new BadRequestError('Bad request');
  return query;
}
