import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { findDatabase, listDatabases } from '../../lib/records/database-repository.ts';
import { failAllLapsed, failIfLapsed } from '../queries/lease-store.ts';
import { toClientQuery } from '../queries/present.ts';
import { deleteQuery, getQueryByClientId, listUserQueries, setQueryTab } from '../queries/repository.ts';
import type { TabQueries } from './schema.ts';

/** The records of the queries repository in the client's shape, with their database's name as Superset's `db`. */
async function presentAll(tenant: string, records: QueryRecord[]) {
  if (records.length === 0) return [];
  const names = new Map((await listDatabases(tenant)).map((database) => [database.id, database.database_name]));
  return records.map((record) => toClientQuery(record, names.get(record.dbId) ?? null));
}

/**
 * The query records tabs read and change, through the queries repository (the one way queries are stored). A query
 * whose process died (its lease ran out, on `clock`) is failed before a tab or SQL Lab's bootstrap shows it.
 */
export function tabQueryStore(clock: () => number = () => Date.now()): TabQueries {
  return {
    async getQueryByClientId(tenant, clientId) {
      const stored = await getQueryByClientId(tenant, clientId);
      if (!stored) return undefined;
      const record = await failIfLapsed(tenant, stored, clock());
      return toClientQuery(record, (await findDatabase(tenant, record.dbId))?.database_name ?? null);
    },
    async listUserQueries(tenant, userId) {
      return presentAll(tenant, await failAllLapsed(tenant, await listUserQueries(tenant, userId), clock()));
    },
    assignQueryToTab: (tenant, clientId, tabId) => setQueryTab(tenant, clientId, String(tabId)),
    deleteQuery,
  };
}

/** The deployment's tab query store, on the system clock. */
export const tabQueries: TabQueries = tabQueryStore();
