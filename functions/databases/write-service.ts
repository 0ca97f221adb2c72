import type { DatabaseCreatePayload, DatabaseUpdatePayload } from './schema.ts';
import { randomUUID } from 'node:crypto';
import type { Claims } from '../lib/claims.ts';
import { claimName } from '../lib/name-lock.ts';
import { keys } from '../lib/keys.ts';
import { findUser } from '../lib/auth/user-directory.ts';
import { backendOf, restoreUriPassword } from './connection-uri.ts';
import type { ConnectionProbe } from './connection/probe.ts';
import { duplicateName, UnprocessableError } from './errors.ts';
import { toSavedItem } from './present.ts';
import {
  claimNameFor,
  findDatabase,
  getDatabase,
  insertDatabase,
  nameHolder,
  releaseName,
  removeDatabase,
  replaceDatabase,
} from '../lib/records/database-repository.ts';
import type { DatabaseActor, DatabaseRecord } from '../lib/records/database-schema.ts';
import { restoreSecretExtra } from './secret-extra.ts';
import { verifyConnection } from './service.ts';

/** What writes need besides the store: the connection probe, the clock, and what to drop when a database changes. */
export interface DatabaseWritePorts {
  probe: ConnectionProbe;
  /** Drops the engine and cached metadata of a database whose connection changed or that was deleted. */
  forget: (database: DatabaseRecord) => Promise<void>;
  /** The tenant's datasets' database ids (a database in use cannot be deleted). */
  datasetDatabaseIds: (tenant: string) => Promise<number[]>;
  now?: () => Date;
}

async function actorOf(claims: Claims): Promise<DatabaseActor> {
  const user = await findUser(claims.tenant, claims.username);
  return user
    ? { id: user.id, first_name: user.first_name, last_name: user.last_name }
    : { id: Number(claims.sub) || 0, first_name: claims.username, last_name: '' };
}

/** The payload's settable fields over a record (PUT keeps what it does not name). */
function applyPayload(record: DatabaseRecord, payload: DatabaseUpdatePayload): DatabaseRecord {
  const { engine: _engine, driver: _driver, masked_encrypted_extra, sqlalchemy_uri, ...fields } = payload;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const uri =
    sqlalchemy_uri === undefined ? record.sqlalchemy_uri : restoreUriPassword(sqlalchemy_uri, record.sqlalchemy_uri);
  return {
    ...record,
    ...defined,
    sqlalchemy_uri: uri,
    backend: uri === null ? record.backend : backendOf(uri),
    encrypted_extra:
      masked_encrypted_extra === undefined
        ? record.encrypted_extra
        : restoreSecretExtra(masked_encrypted_extra, record.encrypted_extra),
  };
}

/** Superset's defaults for a new database (DatabasePostSchema and the model's column defaults). */
function newRecord(id: number, payload: DatabaseCreatePayload, actor: DatabaseActor, now: string): DatabaseRecord {
  const base: DatabaseRecord = {
    id,
    uuid: randomUUID(),
    database_name: payload.database_name,
    backend: backendOf(payload.sqlalchemy_uri),
    expose_in_sqllab: true,
    allow_run_async: false,
    allow_dml: false,
    allow_ctas: false,
    allow_cvas: false,
    allow_file_upload: false,
    cache_timeout: null,
    extra: '{}',
    created_on: now,
    changed_on: now,
    sqlalchemy_uri: null,
    configuration_method: 'sqlalchemy_form',
    impersonate_user: false,
    encrypted_extra: null,
    force_ctas_schema: null,
    is_managed_externally: false,
    created_by: actor,
    changed_by: actor,
    version: 1,
  };
  return applyPayload(base, payload);
}

/** POST /api/v1/database/: 201 `{ id, result }` after the connection answered; 422 for a taken name. */
export async function createDatabase(claims: Claims, payload: DatabaseCreatePayload, ports: DatabaseWritePorts) {
  const { tenant } = claims;
  // An unsupported or malformed connection string is a 400 before anything is claimed or probed.
  backendOf(payload.sqlalchemy_uri);
  if (await nameInUse(tenant, payload.database_name)) throw duplicateName();
  await verifyConnection(payload.sqlalchemy_uri, ports.probe);
  const { id, created } = await claimName(keys.databaseName(tenant, payload.database_name), tenant, 'database');
  // A lock without its database is what an interrupted create leaves: the name is still free for this one.
  if (!created && (await findDatabase(tenant, id))) throw duplicateName();
  const record = newRecord(id, payload, await actorOf(claims), (ports.now?.() ?? new Date()).toISOString());
  await insertDatabase(tenant, record);
  return { id, result: toSavedItem(record) };
}

async function nameInUse(tenant: string, name: string): Promise<boolean> {
  const holder = await nameHolder(tenant, name);
  return holder !== undefined && (await findDatabase(tenant, holder)) !== undefined;
}

/** PUT /api/v1/database/{pk}: `{ id, result }`; a new connection string is tested first, a new name claimed. */
export async function updateDatabase(
  claims: Claims,
  id: number,
  payload: DatabaseUpdatePayload,
  ports: DatabaseWritePorts,
) {
  const current = await getDatabase(claims.tenant, id);
  const next: DatabaseRecord = {
    ...applyPayload(current, payload),
    changed_on: (ports.now?.() ?? new Date()).toISOString(),
    changed_by: await actorOf(claims),
    version: current.version + 1,
  };
  const connectionChanged = next.sqlalchemy_uri !== current.sqlalchemy_uri;
  if (connectionChanged && next.sqlalchemy_uri !== null) await verifyConnection(next.sqlalchemy_uri, ports.probe);
  const renamed = next.database_name !== current.database_name;
  if (renamed && !(await claimNameFor(claims.tenant, next.database_name, id))) throw duplicateName();
  try {
    await replaceDatabase(claims.tenant, next, current.version);
  } catch (error) {
    if (renamed) await releaseName(claims.tenant, next.database_name, id);
    throw error;
  }
  if (renamed) await releaseName(claims.tenant, current.database_name, id);
  await ports.forget(current);
  return { id, result: toSavedItem(next) };
}

/** DELETE /api/v1/database/{pk}: `{ message: 'OK' }`; 422 while datasets use the database. */
export async function deleteDatabase(
  claims: Claims,
  id: number,
  ports: DatabaseWritePorts,
): Promise<{ message: 'OK' }> {
  const current = await getDatabase(claims.tenant, id);
  if ((await ports.datasetDatabaseIds(claims.tenant)).includes(id)) {
    throw new UnprocessableError('Cannot delete a database that has datasets attached');
  }
  await removeDatabase(claims.tenant, id);
  await releaseName(claims.tenant, current.database_name, id);
  await ports.forget(current);
  return { message: 'OK' };
}
