import type { PermissionResource } from '#shared/web-api/security-admin.ts';

/** One pair as the permission picker offers it. */
export interface PermissionOption {
  value: string;
  label: string;
}

/** The picker's options under one heading. */
export interface PermissionGroup {
  group: string;
  items: PermissionOption[];
}

/**
 * Superset's data access permissions: each names one object (a dataset, a schema, a database), so they are grouped by
 * kind rather than one heading per object.
 */
const DATA_ACCESS_GROUPS: Readonly<Record<string, string>> = {
  datasource_access: 'Data access: datasets',
  schema_access: 'Data access: schemas',
  database_access: 'Data access: databases',
  all_datasource_access: 'Data access: all',
  all_database_access: 'Data access: all',
  all_query_access: 'Data access: all',
};

/** A pair in Flask-AppBuilder's words: `can read on Dataset`, `datasource access on [examples].[birth_names](id:1)`. */
export const permissionLabel = (pair: Pick<PermissionResource, 'permission' | 'view_menu'>): string =>
  `${pair.permission.name.replace(/_/g, ' ')} on ${pair.view_menu.name}`;

/** The heading a pair is listed under: its kind for data access, else its view (`Dataset`, `Chart`). */
export const permissionGroupOf = (pair: Pick<PermissionResource, 'permission' | 'view_menu'>): string =>
  DATA_ACCESS_GROUPS[pair.permission.name] ?? pair.view_menu.name;

/**
 * The picker's options, data access first (what an Admin grants most), then one heading per view in name order;
 * values are the pair ids as strings (what the select keeps).
 */
export function permissionGroups(pairs: readonly PermissionResource[]): PermissionGroup[] {
  const groups = new Map<string, PermissionOption[]>();
  for (const pair of pairs) {
    const group = permissionGroupOf(pair);
    const items = groups.get(group) ?? [];
    items.push({ value: String(pair.id), label: permissionLabel(pair) });
    groups.set(group, items);
  }
  const dataAccess = (name: string) => name.startsWith('Data access');
  return [...groups.entries()]
    .sort(([a], [b]) => Number(dataAccess(b)) - Number(dataAccess(a)) || a.localeCompare(b))
    .map(([group, items]) => ({ group, items: items.sort((x, y) => x.label.localeCompare(y.label)) }));
}
