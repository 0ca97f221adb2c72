import type { TestConnectionPayload } from './schema.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canSeeDatabase } from '../lib/auth/data-access.ts';
import type { Claims } from '../lib/claims.ts';
import { applyListQuery, type ListColumns, type ListQuery } from '../lib/list-query.ts';
import { parseConnectionUri, restoreUriPassword } from './connection-uri.ts';
import { connectionFailure } from './connection/connection-errors.ts';
import type { ConnectionProbe } from './connection/probe.ts';
import { toListItem, toShowItem } from './present.ts';
import { findDatabase, getDatabase, listDatabases, nameHolder } from '../lib/records/database-repository.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';

/** Columns GET /api/v1/database/ filters and orders on (Superset's search and order columns). */
const LIST_COLUMNS: ListColumns<DatabaseRecord> = {
  id: (database) => database.id,
  uuid: (database) => database.uuid,
  database_name: (database) => database.database_name,
  backend: (database) => database.backend,
  expose_in_sqllab: (database) => database.expose_in_sqllab,
  allow_run_async: (database) => database.allow_run_async,
  allow_dml: (database) => database.allow_dml,
  allow_file_upload: (database) => database.allow_file_upload,
  changed_on: (database) => database.changed_on,
  changed_on_delta_humanized: (database) => database.changed_on,
  created_by: (database) => database.created_by?.id ?? null,
  'created_by.first_name': (database) => database.created_by?.first_name ?? null,
};

/** Superset's `upload_is_enabled` filter: databases a file upload may target. */
const CUSTOM_FILTERS = {
  upload_is_enabled: (database: DatabaseRecord, value: unknown) => database.allow_file_upload === Boolean(value),
};

/** GET /api/v1/database/: `{ count, ids, result }` over the tenant's databases the caller may see. */
export async function listDatabasePage(access: CallerAccess, query: ListQuery, now = new Date()) {
  const visible = (await listDatabases(access.claims.tenant)).filter((database) => canSeeDatabase(access, database));
  const { count, page } = applyListQuery(visible, query, LIST_COLUMNS, CUSTOM_FILTERS);
  return { count, ids: page.map((database) => database.id), result: page.map((database) => toListItem(database, now)) };
}

/** GET /api/v1/database/{pk}: `{ id, result }` without secrets; 404 for a database the caller may not see. */
export async function showDatabase(access: CallerAccess, id: number) {
  const database = await getDatabase(access.claims.tenant, id);
  if (!canSeeDatabase(access, database)) throw new NotFoundError('Not found');
  return { id, result: toShowItem(database) };
}

/** The stored connection string of the database named in a test, so a masked password can be restored. */
async function storedUri(tenant: string, databaseName: string | undefined): Promise<string | null> {
  if (databaseName === undefined) return null;
  const id = await nameHolder(tenant, databaseName);
  return id === undefined ? null : ((await findDatabase(tenant, id))?.sqlalchemy_uri ?? null);
}

/** Tries a connection; 422 with a CONNECTION_* error type when it cannot be used. */
export async function verifyConnection(uri: string, probe: ConnectionProbe): Promise<void> {
  const connection = parseConnectionUri(uri);
  try {
    await probe(connection);
  } catch (error) {
    throw connectionFailure(error, connection.backend);
  }
}

/** POST /api/v1/database/test_connection/: `{ message: 'OK' }` once the engine answered `SELECT 1`. */
export async function testConnection(
  claims: Claims,
  payload: TestConnectionPayload,
  probe: ConnectionProbe,
): Promise<{ message: 'OK' }> {
  const uri = restoreUriPassword(payload.sqlalchemy_uri, await storedUri(claims.tenant, payload.database_name));
  await verifyConnection(uri, probe);
  return { message: 'OK' };
}
