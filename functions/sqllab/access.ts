import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { AppError, NotFoundError } from '#shared/errors.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { getDatabase } from '../lib/records/database-repository.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { requireDatabaseAccess } from '../lib/auth/data-access.ts';

/**
 * SQL Lab's object rules. Which routes a caller may use at all is declared in the manifest and enforced before any
 * service runs; here: whose queries they see, and which databases they may query.
 */

/** Whether the caller sees every user's queries: a holder of Superset's `all_query_access` (Admin). */
export const canSeeAllQueries = (access: CallerAccess): boolean => access.can('all_query_access', 'all_query_access');

/** Whether the caller may see a query: its owner, or one who sees every user's. */
export const canSeeQuery = (access: CallerAccess, record: QueryRecord): boolean =>
  record.user_id === access.claims.sub || canSeeAllQueries(access);

/**
 * A database SQL Lab may query: 404 when absent, 403 DATABASE_SECURITY_ACCESS_ERROR when not exposed in SQL Lab or
 * when the caller has no access to the whole database (`database_access` or `all_database_access`).
 */
export async function requireSqlLabDatabase(access: CallerAccess, databaseId: number): Promise<DatabaseRecord> {
  const database = await getDatabase(access.claims.tenant, databaseId).catch((error: unknown) => {
    if (error instanceof NotFoundError)
      throw new NotFoundError('The database was not found.', { errorType: 'DATABASE_NOT_FOUND_ERROR' });
    throw error;
  });
  if (!database.expose_in_sqllab) {
    throw new AppError(403, `You do not have access to database ${database.database_name} in SQL Lab.`, {
      detailed: true,
      errorType: 'DATABASE_SECURITY_ACCESS_ERROR',
      extra: { database: database.database_name },
    });
  }
  requireDatabaseAccess(access, database);
  return database;
}
