import { createHash } from 'node:crypto';
import {
  databasePermName,
  datasourcePermName,
  type PermissionPair,
  schemaPermName,
} from '#shared/security/permissions.ts';
import { listDatabases } from '../lib/records/database-repository.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';
import { httpRoutes } from '../manifest.ts';
import { DEFAULT_ROLES } from './default-roles.ts';

/** A (permission, view) pair with its id: Flask-AppBuilder's PermissionView (`ab_permission_view`). */
export interface PermissionView {
  id: number;
  permission: string;
  view: string;
}

/**
 * The id of a pair: the first 48 bits of its SHA-256, so it is the same in every tenant, runtime and release without
 * a table of ids to keep (48 bits stay exact in JSON numbers; a collision among a tenant's few thousand pairs has a
 * chance of about one in ten million).
 */
export const permissionViewId = ([permission, view]: PermissionPair): number =>
  Number.parseInt(createHash('sha256').update(`${permission}\u0000${view}`).digest('hex').slice(0, 12), 16);

export const toPermissionView = (pair: PermissionPair): PermissionView => ({
  id: permissionViewId(pair),
  permission: pair[0],
  view: pair[1],
});

/** The pairs that do not depend on a tenant's data: the builtin roles' and those every manifest route declares. */
function staticPairs(): PermissionPair[] {
  const routePairs = httpRoutes.flatMap((route): PermissionPair[] =>
    Array.isArray(route.access) ? [[route.access[0], route.access[1]]] : [],
  );
  return [...Object.values(DEFAULT_ROLES).flat(), ...routePairs];
}

/** Superset's data access pairs of a tenant: one per database, per schema holding datasets, and per dataset. */
async function dataAccessPairs(tenant: string): Promise<PermissionPair[]> {
  const [databases, datasets] = await Promise.all([listDatabases(tenant), listDatasets(tenant)]);
  const byId = new Map(databases.map((database) => [database.id, database]));
  const pairs: PermissionPair[] = databases.map((database) => ['database_access', databasePermName(database)]);
  for (const dataset of datasets) {
    const database = byId.get(dataset.database_id);
    if (!database) continue;
    if (dataset.schema)
      pairs.push(['schema_access', schemaPermName(database.database_name, dataset.schema, dataset.catalog)]);
    pairs.push(['datasource_access', datasourcePermName(database.database_name, dataset.table_name, dataset.id)]);
  }
  return pairs;
}

/**
 * Every pair a tenant's roles can be given, once each, ordered by view then permission: the builtin roles' pairs,
 * the manifest's, the tenant's data access pairs, and `held` (pairs roles hold whose object is gone, so they can
 * still be listed and kept).
 */
export async function permissionCatalog(
  tenant: string,
  held: readonly PermissionPair[] = [],
): Promise<PermissionView[]> {
  const all = [...staticPairs(), ...(await dataAccessPairs(tenant)), ...held];
  const unique = new Map(all.map((pair) => [permissionViewId(pair), pair]));
  return [...unique.values()]
    .sort(([p1, v1], [p2, v2]) => v1.localeCompare(v2) || p1.localeCompare(p2))
    .map(toPermissionView);
}
