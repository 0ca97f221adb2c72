import { RLS_MAX_FILTERS, RlsPostBody, RlsPutBody } from '#shared/api/row-level-security.ts';
import { AppError, NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { listRecentRoles } from '../lib/auth/role-directory.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import { nextId } from '../lib/counters.ts';
import { FieldError } from '../lib/field-error.ts';
import { parseWith } from '../lib/http.ts';
import { type ItemQuery, itemAnswer } from '../lib/item-shape.ts';
import { ownerDirectory } from '../lib/owners.ts';
import { listDatabases } from '../lib/records/database-repository.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';
import { deleteRlsFilterRecord, listRlsFilters, readRlsFilter, writeRlsFilter } from '../lib/records/rls-repository.ts';
import type { RlsFilterRecord } from '../lib/records/rls-schema.ts';
import { type RlsView, toRlsItem } from './rls-present.ts';

/** Superset's RLSRestApi show columns and title. */
const RLS_ITEM_SHAPE = {
  columns: [
    'name',
    'description',
    'filter_type',
    'tables.id',
    'tables.schema',
    'tables.table_name',
    'roles.id',
    'roles.name',
    'group_key',
    'clause',
  ],
  title: 'Show Row Level Security Filter',
};

/** The tenant's datasets, roles and users by id, to name a filter's. */
export async function rlsView(tenant: string, now: Date): Promise<RlsView> {
  const [datasets, roles, users] = await Promise.all([
    listDatasets(tenant),
    listRecentRoles(tenant),
    ownerDirectory(tenant),
  ]);
  return {
    datasets: new Map(datasets.map((dataset) => [dataset.id, dataset])),
    roles: new Map(roles.map((role) => [role.id, role])),
    users,
    now,
  };
}

/** A filter of the caller's tenant: 404 `Not found` when absent. */
async function loadFilter(tenant: string, id: number): Promise<RlsFilterRecord> {
  const record = await readRlsFilter(tenant, id);
  if (!record) throw new NotFoundError();
  return record;
}

/**
 * What a write must name, as Superset's RLS commands check it (422 `Datasource does not exist`, `Some roles do not
 * exist`), and a clause every query of those datasets can apply (400 on `clause` otherwise: Superset finds out only
 * when a chart fails).
 */
async function checkTargets(
  tenant: string,
  filter: Pick<RlsFilterRecord, 'tables' | 'roles' | 'clause'>,
): Promise<void> {
  const [datasets, databases, roles] = await Promise.all([
    listDatasets(tenant),
    listDatabases(tenant),
    listRecentRoles(tenant, { fresh: true }),
  ]);
  const datasetById = new Map(datasets.map((dataset) => [dataset.id, dataset]));
  if (filter.tables.some((id) => !datasetById.has(id)))
    throw new FieldError({ tables: ['Datasource does not exist'] }, 422);
  const roleIds = new Set(roles.map((role) => role.id));
  if (filter.roles.some((id) => !roleIds.has(id))) throw new FieldError({ roles: ['Some roles do not exist'] }, 422);
  const backendOf = new Map(databases.map((database) => [database.id, database.backend]));
  const backends = filter.tables.flatMap((id) => backendOf.get(datasetById.get(id)!.database_id) ?? []);
  // The template engine and SQL grammars load on the first write: the security function starts without them.
  const { clauseProblem } = await import('./rls-clause-check.ts');
  const problem = await clauseProblem(filter.clause, backends.length > 0 ? backends : ['duckdb']);
  if (problem) throw new FieldError({ clause: [problem] });
}

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/** POST /api/v1/rowlevelsecurity/: 201 `{ id, result }` with the body as accepted. */
export async function createRlsFilter(access: CallerAccess, body: unknown, now = new Date()) {
  const fields = parseWith(RlsPostBody, body);
  const { tenant } = access.claims;
  const userId = await callerUserId(access);
  const record: Omit<RlsFilterRecord, 'id'> = {
    name: fields.name,
    filter_type: fields.filter_type,
    tables: unique(fields.tables),
    roles: unique(fields.roles),
    clause: fields.clause,
    group_key: fields.group_key?.trim() || null,
    description: fields.description ?? null,
    created_on: now.toISOString(),
    changed_on: now.toISOString(),
    created_by_fk: userId,
    changed_by_fk: userId,
    version: 1,
  };
  await checkTargets(tenant, record);
  if ((await listRlsFilters(tenant)).length >= RLS_MAX_FILTERS)
    throw new AppError(422, `A workspace keeps at most ${RLS_MAX_FILTERS} row level security filters`);
  const id = await nextId(tenant, 'rls_filter');
  await writeRlsFilter(tenant, { id, ...record });
  return { id, result: fields };
}

/** GET /api/v1/rowlevelsecurity/{pk}: Flask-AppBuilder's item answer; 404 when absent. */
export async function getRlsFilter(access: CallerAccess, id: number, query: ItemQuery, now = new Date()) {
  const { tenant } = access.claims;
  const [record, view] = await Promise.all([loadFilter(tenant, id), rlsView(tenant, now)]);
  return itemAnswer(id, toRlsItem(record, view), query, RLS_ITEM_SHAPE);
}

/** PUT /api/v1/rowlevelsecurity/{pk}: sets the fields sent; `{ id, result }` with the body as accepted. */
export async function updateRlsFilter(access: CallerAccess, id: number, body: unknown, now = new Date()) {
  const fields = parseWith(RlsPutBody, body);
  const { tenant } = access.claims;
  const record = await loadFilter(tenant, id);
  const updated: RlsFilterRecord = {
    ...record,
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.filter_type !== undefined ? { filter_type: fields.filter_type } : {}),
    ...(fields.tables !== undefined ? { tables: unique(fields.tables) } : {}),
    ...(fields.roles !== undefined ? { roles: unique(fields.roles) } : {}),
    ...(fields.clause !== undefined ? { clause: fields.clause } : {}),
    ...(fields.group_key !== undefined ? { group_key: fields.group_key?.trim() || null } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    changed_on: now.toISOString(),
    changed_by_fk: await callerUserId(access),
    version: record.version + 1,
  };
  await checkTargets(tenant, updated);
  await writeRlsFilter(tenant, updated, record.version);
  return { id, result: fields };
}

/** Every id must name a filter (404 otherwise, none deleted); then all go. An empty list names nothing: 404. */
async function deleteFilters(tenant: string, ids: readonly number[]): Promise<number> {
  const all = unique(ids);
  if (all.length === 0) throw new NotFoundError();
  await Promise.all(all.map((id) => loadFilter(tenant, id)));
  for (const id of all) await deleteRlsFilterRecord(tenant, id);
  return all.length;
}

/** DELETE /api/v1/rowlevelsecurity/{pk}: `{ message: "OK" }`. */
export async function deleteRlsFilter(access: CallerAccess, id: number) {
  await deleteFilters(access.claims.tenant, [id]);
  return { message: 'OK' };
}

/** DELETE /api/v1/rowlevelsecurity/?q=!(ids): all or nothing; `Deleted 2 rules` (Superset's words). */
export async function bulkDeleteRlsFilters(access: CallerAccess, ids: readonly number[]) {
  const count = await deleteFilters(access.claims.tenant, ids);
  return { message: `Deleted ${count} rule${count === 1 ? '' : 's'}` };
}
