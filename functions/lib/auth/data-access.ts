import { AppError } from '#shared/errors.ts';
import { databasePermName, datasourcePermName, schemaPermName } from '#shared/security/permissions.ts';
import type { CallerAccess } from './caller-access.ts';

/**
 * Superset's data access rules over the caller's permissions: `all_database_access`, `all_datasource_access`,
 * `database_access on [db].(id:N)`, `schema_access on [db].[schema]` and `datasource_access on [db].[table](id:N)`.
 * The shapes are structural so every domain passes its own records.
 */
export interface DatabaseRef {
  id: number;
  database_name: string;
}

export interface DatasourceRef {
  id: number;
  table_name: string;
  schema: string | null;
  catalog?: string | null;
}

/** Every database, and so every schema and dataset. */
export const canAccessAllDatabases = (access: CallerAccess): boolean =>
  access.can('all_database_access', 'all_database_access');

/** Every dataset (not SQL Lab on every database). */
export const canAccessAllDatasources = (access: CallerAccess): boolean =>
  canAccessAllDatabases(access) || access.can('all_datasource_access', 'all_datasource_access');

/** The whole database: SQL Lab on it, its metadata, its datasets. */
export const canAccessDatabase = (access: CallerAccess, database: DatabaseRef): boolean =>
  canAccessAllDatabases(access) || access.can('database_access', databasePermName(database));

/** Every dataset of one schema. */
export const canAccessSchema = (
  access: CallerAccess,
  database: DatabaseRef,
  schema: string | null,
  catalog?: string | null,
): boolean =>
  canAccessAllDatasources(access) ||
  canAccessDatabase(access, database) ||
  (schema !== null && access.can('schema_access', schemaPermName(database.database_name, schema, catalog)));

/** One dataset: through its schema, its database, a grant of its own, or a guest token naming it. */
export const canAccessDatasource = (access: CallerAccess, database: DatabaseRef, dataset: DatasourceRef): boolean =>
  access.guest?.scope.mayReadDataset(dataset.id) === true ||
  canAccessSchema(access, database, dataset.schema, dataset.catalog) ||
  access.can('datasource_access', datasourcePermName(database.database_name, dataset.table_name, dataset.id));

/** Whether lists show the database: the caller may reach it, or some schema or dataset in it. */
export function canSeeDatabase(access: CallerAccess, database: DatabaseRef): boolean {
  if (canAccessAllDatasources(access) || canAccessDatabase(access, database)) return true;
  const prefix = `[${database.database_name}].`;
  return access.pairs.some(
    ([permission, view]) =>
      (permission === 'schema_access' || permission === 'datasource_access') && view.startsWith(prefix),
  );
}

/**
 * Throws `missing()`, the route's own answer for a dataset that does not exist, unless the caller may read the
 * dataset: a dataset hidden from the caller answers exactly as an absent one, so its name, and whether its id
 * exists at all, stay unknown to them (Superset's 403 names the dataset).
 */
export function requireDatasourceAccess(
  access: CallerAccess,
  database: DatabaseRef,
  dataset: DatasourceRef,
  missing: () => AppError,
): void {
  if (!canAccessDatasource(access, database, dataset)) throw missing();
}

/** 403 DATABASE_SECURITY_ACCESS_ERROR unless the caller may use the whole database (SQL Lab, metadata). */
export function requireDatabaseAccess(access: CallerAccess, database: DatabaseRef): void {
  if (canAccessDatabase(access, database)) return;
  throw new AppError(
    403,
    `You need access to the database ${database.database_name} (\`database_access\` or \`all_database_access\`) to do this.`,
    {
      detailed: true,
      errorType: 'DATABASE_SECURITY_ACCESS_ERROR',
      extra: { database: database.database_name },
    },
  );
}

/**
 * Whether the caller may have free SQL run on the database on their behalf (an alert's query): database access, or
 * `all_datasource_access`, whose holders read every table already. A grant on some datasets is not enough.
 */
export const canQueryDatabase = (access: CallerAccess, database: DatabaseRef): boolean =>
  canAccessAllDatasources(access) || canAccessDatabase(access, database);
