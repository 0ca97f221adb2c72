import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { FieldError } from '../lib/field-error.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '#shared/errors.ts';
import { findDatabase } from '../lib/records/database-repository.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import {
  canAccessAllDatasources,
  canAccessDatabase,
  canAccessDatasource,
  canAccessSchema,
  canSeeDatabase,
} from '../lib/auth/data-access.ts';
import { findUser } from '../lib/auth/user-directory.ts';
import { findDataset } from '../lib/records/dataset-repository.ts';
import type { DatasetRecord } from '../lib/records/dataset-schema.ts';

/** The signed-in user as a write records them: integer id (what owners name) and login name. */
export interface Caller {
  id: number;
  name: string;
}

/** The caller's user record, as the request's access check read it; 401 when it is gone. */
export async function currentCaller(access: CallerAccess): Promise<Caller> {
  const user = access.user ?? (await findUser(access.claims.tenant, access.claims.username));
  if (!user) throw new UnauthorizedError('Not authorized');
  return { id: user.id, name: user.username };
}

/** A dataset the caller may read, with its database: 404 `Not found` when absent or hidden, as Superset answers both. */
export async function loadReadableDataset(
  access: CallerAccess,
  id: number,
): Promise<{ dataset: DatasetRecord; database: DatabaseRecord }> {
  const dataset = await findDataset(access.claims.tenant, id);
  const database = dataset && (await findDatabase(access.claims.tenant, dataset.database_id));
  if (!dataset || !database || !canAccessDatasource(access, database, dataset)) throw new NotFoundError();
  return { dataset, database };
}

/** Superset's `raise_for_ownership`: owners and Admins change a dataset. */
export const canEditDataset = (access: CallerAccess, dataset: DatasetRecord, callerId: number): boolean =>
  access.isAdmin || dataset.owners.includes(callerId);

/** A dataset the caller may change: 404 when not readable, 403 `Forbidden` (Superset's answer) when no owner. */
export async function loadEditableDataset(access: CallerAccess, id: number, caller: Caller) {
  const loaded = await loadReadableDataset(access, id);
  if (!canEditDataset(access, loaded.dataset, caller.id)) throw new ForbiddenError();
  return loaded;
}

/** A database the caller can see, or 422 `Database does not exist` naming `database` (Superset's words). */
export async function requireVisibleDatabase(
  access: CallerAccess,
  id: number,
  field = 'database',
): Promise<DatabaseRecord> {
  const database = await findDatabase(access.claims.tenant, id);
  if (!database || !canSeeDatabase(access, database))
    throw new FieldError({ [field]: ['Database does not exist'] }, 422);
  return database;
}

/** Superset's table access message. */
const tableAccessMessage = (table: string): string =>
  `You need access to the following tables: ${table}, \`all_database_access\` or \`all_datasource_access\` permission`;

/**
 * Superset's `raise_for_access` on what a dataset reads (DatasetDataAccessIsNotAllowed, 422): a physical table
 * needs its schema (or database, or every datasource); virtual SQL may read any table of the database, so it
 * needs the database or every datasource.
 */
export function requireSourceAccess(
  access: CallerAccess,
  database: DatabaseRecord,
  source: Pick<DatasetRecord, 'sql' | 'schema' | 'catalog' | 'table_name'>,
): void {
  if (source.sql) {
    if (canAccessDatabase(access, database) || canAccessAllDatasources(access)) return;
    throw new FieldError(
      {
        sql: [
          `You need access to the database ${database.database_name} (\`database_access\` or \`all_database_access\`) to query it.`,
        ],
      },
      422,
    );
  }
  if (canAccessSchema(access, database, source.schema, source.catalog)) return;
  throw new FieldError(
    { sql: [tableAccessMessage(`\`${[source.schema, source.table_name].filter(Boolean).join('.')}\``)] },
    422,
  );
}
