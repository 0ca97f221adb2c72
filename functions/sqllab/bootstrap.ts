import { listDatabases } from '../lib/records/database-repository.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import type { TabStateDict } from '#shared/sqllab/tab-state.ts';
import { allowances, capabilities } from '../databases/index.ts';
import { publicUserId } from './request-payload.ts';
import { findOwnQuery, queryTabOf } from './tabs/query-ownership.ts';
import type { SqlLabCaller, TabQueries, TabRecord } from './tabs/schema.ts';
import { toTabDict } from './tabs/tab-dict.ts';
import { listTabs, readActiveTabId } from './tabs/tab-repository.ts';
import { listTableSchemas } from './tabs/table-schema-repository.ts';

/** A database as SQL Lab's bootstrap lists it (Superset's `DATABASE_KEYS`). */
function databaseSummary(database: DatabaseRecord) {
  return {
    id: database.id,
    database_name: database.database_name,
    backend: database.backend,
    ...allowances(database),
    ...capabilities(database),
  };
}

async function activeTabDict(
  caller: SqlLabCaller,
  tabs: TabRecord[],
  queries: TabQueries,
): Promise<TabStateDict | null> {
  const activeId = await readActiveTabId(caller.tenant, caller.userId);
  // The active tab first, else any tab (Superset orders by `active desc`): a deleted active tab leaves one open.
  const tab = tabs.find((candidate) => candidate.id === activeId) ?? tabs[0];
  if (!tab) return null;
  const [panels, latestQuery] = await Promise.all([
    listTableSchemas(caller.tenant, caller.userId),
    tab.latest_query_id === null ? undefined : findOwnQuery(caller, tab.latest_query_id, queries),
  ]);
  return toTabDict(tab, { active: tab.id === activeId, panels, latestQuery });
}

/**
 * GET /api/v1/sqllab/: everything a reload needs to restore SQL Lab (Superset's `SqlLabBootstrapSchema`): the
 * active tab in full, every tab's id and label, the databases, and the user's queries of existing tabs by client id.
 */
export async function bootstrapSqlLab(caller: SqlLabCaller, queries: TabQueries) {
  const [tabs, databases, userQueries] = await Promise.all([
    listTabs(caller.tenant, caller.userId),
    listDatabases(caller.tenant),
    queries.listUserQueries(caller.tenant, caller.userId),
  ]);
  const tabIds = new Set(tabs.map((tab) => String(tab.id)));
  const tabQueries = userQueries.filter((query) => tabIds.has(queryTabOf(query) ?? ''));
  return {
    result: {
      active_tab: await activeTabDict(caller, tabs, queries),
      tab_state_ids: tabs.map((tab) => [tab.id, tab.label]),
      databases: Object.fromEntries(databases.map((database) => [database.id, databaseSummary(database)])),
      queries: Object.fromEntries(tabQueries.map((query) => [query.id, query])),
      user_id: publicUserId(caller.userId),
    },
  };
}
