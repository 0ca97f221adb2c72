import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { findDatabase, listDatabases } from '../../databases/repository.ts';
import { toClientQuery } from '../queries/present.ts';
import { deleteQuery, getQueryByClientId, listUserQueries, setQueryTab } from '../queries/repository.ts';
import type { TabQueries } from './schema.ts';

/** The records of the queries repository in the client's shape, with their database's name as Superset's `db`. */
async function presentAll(tenant: string, records: QueryRecord[]) {
  if (records.length === 0) return [];
  const names = new Map((await listDatabases(tenant)).map((database) => [database.id, database.database_name]));
  return records.map((record) => toClientQuery(record, names.get(record.dbId) ?? null));
}

/** The query records tabs read and change, through the queries repository (the one way queries are stored). */
export const tabQueries: TabQueries = {
  async getQueryByClientId(tenant, clientId) {
    const record = await getQueryByClientId(tenant, clientId);
    if (!record) return undefined;
    return toClientQuery(record, (await findDatabase(tenant, record.dbId))?.database_name ?? null);
  },
  async listUserQueries(tenant, userId) {
    return presentAll(tenant, await listUserQueries(tenant, userId));
  },
  assignQueryToTab: (tenant, clientId, tabId) => setQueryTab(tenant, clientId, String(tabId)),
  deleteQuery,
};
