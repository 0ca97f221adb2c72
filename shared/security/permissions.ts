import * as z from 'zod';

/**
 * Superset's permission model as data, shared by the API (which enforces it) and the web app (which hides what the
 * caller cannot do): a role is a list of (permission, view) pairs; a role named `admin` in any case holds them all.
 */

/** A (permission, view) pair as Superset lists them: `["can_read", "Chart"]`, `["datasource_access", "[examples].[t](id:3)"]`. */
export const PermissionPair = z.tuple([z.string(), z.string()]);
export type PermissionPair = z.infer<typeof PermissionPair>;

/** Whether a role name is Superset's Admin (any case). */
export const isAdminRole = (name: string): boolean => name.toLowerCase() === 'admin';

/** Whether the pairs hold `permission` on `view`. */
export const holds = (pairs: readonly PermissionPair[], permission: string, view: string): boolean =>
  pairs.some(([p, v]) => p === permission && v === view);

/**
 * Whether roles (role name -> its pairs, as `/api/v1/me/roles/` answers them) grant `permission` on `view`: an Admin
 * role grants everything.
 */
export const rolesGrant = (
  roles: Readonly<Record<string, readonly PermissionPair[]>>,
  permission: string,
  view: string,
): boolean => Object.entries(roles).some(([name, pairs]) => isAdminRole(name) || holds(pairs, permission, view));

/** The views on which the pairs hold `permission` (for data-access permissions: the names of what they grant). */
export const viewsWith = (pairs: readonly PermissionPair[], permission: string): Set<string> =>
  new Set(pairs.filter(([p]) => p === permission).map(([, view]) => view));

/** Superset's `database_access` view name of a database: `[examples].(id:1)`. */
export const databasePermName = (database: { database_name: string; id: number }): string =>
  `[${database.database_name}].(id:${database.id})`;

/** Superset's `schema_access` view name: `[examples].[main]` (with the catalog, `[examples].[catalog].[main]`). */
export const schemaPermName = (databaseName: string, schema: string, catalog?: string | null): string =>
  catalog ? `[${databaseName}].[${catalog}].[${schema}]` : `[${databaseName}].[${schema}]`;

/** Superset's `datasource_access` view name of a dataset: `[examples].[birth_names](id:3)`. */
export const datasourcePermName = (databaseName: string, tableName: string, id: number): string =>
  `[${databaseName}].[${tableName}](id:${id})`;
