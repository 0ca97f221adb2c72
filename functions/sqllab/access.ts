import { AppError, ForbiddenError, NotFoundError } from '#shared/errors.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { getDatabase } from '../databases/repository.ts';
import type { DatabaseRecord } from '../databases/schema.ts';
import type { Claims } from '../lib/claims.ts';
import { findRoles } from '../security/roles.ts';

/** Whether the caller has Superset's Admin role (any case). */
export const isAdminCaller = (claims: Pick<Claims, 'roles'>): boolean => claims.roles.some((role) => role.toLowerCase() === 'admin');

/**
 * Roles that run SQL without a role lookup: Admin, Alpha and sql_lab, as the product grants SQL Lab to them.
 * Custom roles run SQL when they hold `can_execute_sql_query` on SQLLab.
 */
const SQL_ROLES = new Set(['admin', 'alpha', 'sql_lab']);
/** Roles holding `can_csv` in every tenant's defaults (default-roles.ts): Gamma's base, hence Alpha's and Admin's. */
const CSV_ROLES = new Set(['admin', 'alpha', 'gamma']);

async function holds(claims: Claims, wanted: readonly (readonly [string, string])[]): Promise<boolean> {
  const roles = await findRoles(claims.tenant, claims.roles);
  return roles.some((role) => role.permissions.some(([permission, view]) => wanted.some(([p, v]) => p === permission && v === view)));
}

/** 403 unless the caller may run SQL in SQL Lab (execute, estimate, format, stop). */
export async function requireSqlLab(claims: Claims): Promise<void> {
  if (claims.roles.some((role) => SQL_ROLES.has(role.toLowerCase()))) return;
  if (await holds(claims, [['can_execute_sql_query', 'SQLLab']])) return;
  throw new ForbiddenError('Forbidden');
}

/** 403 unless the caller may download results as CSV (`can_csv` on Superset or `can_export_csv` on SQLLab). */
export async function requireCsvExport(claims: Claims): Promise<void> {
  if (claims.roles.some((role) => CSV_ROLES.has(role.toLowerCase()))) return;
  if (await holds(claims, [['can_csv', 'Superset'], ['can_export_csv', 'SQLLab']])) return;
  throw new ForbiddenError('Forbidden');
}

/** Whether the caller may see a query: its owner, or an admin (all_query_access). */
export const canSeeQuery = (claims: Claims, record: QueryRecord): boolean => record.user_id === claims.sub || isAdminCaller(claims);

/** A database SQL Lab may query: 404 when absent, 403 DATABASE_SECURITY_ACCESS_ERROR when not exposed in SQL Lab. */
export async function requireSqlLabDatabase(tenant: string, databaseId: number): Promise<DatabaseRecord> {
  const database = await getDatabase(tenant, databaseId).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new NotFoundError('The database was not found.', { errorType: 'DATABASE_NOT_FOUND_ERROR' });
    throw error;
  });
  if (!database.expose_in_sqllab) {
    throw new AppError(403, `You do not have access to database ${database.database_name} in SQL Lab.`, {
      detailed: true,
      errorType: 'DATABASE_SECURITY_ACCESS_ERROR',
      extra: { database: database.database_name },
    });
  }
  return database;
}
