import { ForbiddenError, NotFoundError, ValidationError } from '#shared/errors.ts';
import type { Claims } from '../../lib/claims.ts';
import { nextId } from '../../lib/counters.ts';
import { parseWith } from '../../lib/http.ts';
import { findUser } from '../../lib/auth/user-directory.ts';
import { readItem } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';
import { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { isAdmin } from '../request-payload.ts';
import { deleteSavedQueryRecord, readSavedQuery, writeSavedQuery } from './repository.ts';
import { type SavedQueryRecord, SavedQueryWrite, type UserRef, WRITE_FIELDS } from './schema.ts';
import { queryDialect, toShowResult, toWriteResult } from './present.ts';

/** The caller as `created_by`/`changed_by`, named from their user record (the token's name when there is none). */
export async function userRefOf(claims: Claims): Promise<UserRef> {
  const user = await findUser(claims.tenant, claims.username);
  if (!user) return { sub: claims.sub, first_name: claims.username, last_name: '' };
  return { sub: claims.sub, id: user.id, first_name: user.first_name, last_name: user.last_name };
}

/** Whether the caller sees and may change a saved query: its creator, or an Admin. */
export const canManage = (claims: Claims, record: SavedQueryRecord): boolean =>
  record.created_by.sub === claims.sub || isAdmin(claims.roles);

/** The database a saved query names, or undefined (none named, or since deleted). */
export function databaseOf(tenant: string, dbId: number | null) {
  return dbId === null ? Promise.resolve(undefined) : readItem(DatabaseRecord, keys.database(tenant, dbId));
}

async function parseWrite(tenant: string, body: unknown): Promise<SavedQueryWrite> {
  const fields = parseWith(SavedQueryWrite, body);
  if (fields.db_id != null && !(await databaseOf(tenant, fields.db_id)))
    throw new ValidationError({ db_id: ['Database not found'] });
  return fields;
}

/** A saved query the caller may change; 404 when absent, 403 when it is someone else's (and they are no Admin). */
async function requireManageable(claims: Claims, id: number): Promise<SavedQueryRecord> {
  const record = await readSavedQuery(claims.tenant, id);
  if (!record) throw new NotFoundError();
  if (!canManage(claims, record)) throw new ForbiddenError('Changing this saved query is forbidden');
  return record;
}

/** Every writable field unset, so a POST that omits one stores null rather than nothing. */
const EMPTY_WRITE = Object.fromEntries(WRITE_FIELDS.map((field) => [field, null])) as Record<
  (typeof WRITE_FIELDS)[number],
  null
>;

/** POST /api/v1/saved_query/: 201 `{ id, result }`. */
export async function createSavedQuery(claims: Claims, body: unknown, now = new Date()) {
  const fields = await parseWrite(claims.tenant, body);
  const author = await userRefOf(claims);
  const record: SavedQueryRecord = {
    id: await nextId(claims.tenant, 'saved_query'),
    ...EMPTY_WRITE,
    ...fields,
    rows: null,
    last_run: null,
    created_on: now.toISOString(),
    changed_on: now.toISOString(),
    created_by: author,
    changed_by: author,
    version: 1,
  };
  await writeSavedQuery(claims.tenant, record);
  return { id: record.id, result: toWriteResult(record) };
}

/** GET /api/v1/saved_query/{pk}: the caller's own (any for an Admin); 404 otherwise, as Superset's base filter hides it. */
export async function getSavedQuery(claims: Claims, id: number, now = new Date()) {
  const record = await readSavedQuery(claims.tenant, id);
  if (!record || !canManage(claims, record)) throw new NotFoundError();
  const database = await databaseOf(claims.tenant, record.db_id);
  return {
    id: record.id,
    result: toShowResult(record, database, await queryDialect(database), now),
    show_title: 'Show Saved Query',
  };
}

/** PUT /api/v1/saved_query/{pk}: sets the fields sent; `{ result }`. */
export async function updateSavedQuery(claims: Claims, id: number, body: unknown, now = new Date()) {
  const fields = await parseWrite(claims.tenant, body);
  const record = await requireManageable(claims, id);
  const updated = {
    ...record,
    ...fields,
    changed_on: now.toISOString(),
    changed_by: await userRefOf(claims),
    version: record.version + 1,
  };
  await writeSavedQuery(claims.tenant, updated, record.version);
  return { id, result: toWriteResult(updated) };
}

/** DELETE /api/v1/saved_query/{pk}. */
export async function deleteSavedQuery(claims: Claims, id: number) {
  await requireManageable(claims, id);
  await deleteSavedQueryRecord(claims.tenant, id);
  return { message: 'OK' };
}

/** DELETE /api/v1/saved_query/?q=!(ids): all or nothing: 404 if one is missing, 403 if one is not the caller's. */
export async function bulkDeleteSavedQueries(claims: Claims, ids: readonly number[]) {
  for (const id of ids) await requireManageable(claims, id);
  await Promise.all(ids.map((id) => deleteSavedQueryRecord(claims.tenant, id)));
  return { message: `Deleted ${ids.length} saved quer${ids.length === 1 ? 'y' : 'ies'}` };
}
