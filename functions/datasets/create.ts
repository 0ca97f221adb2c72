import { randomUUID } from 'node:crypto';
import { DatasetPostBody } from '#shared/api/dataset.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseWith } from '../lib/http.ts';
import { dialectFor } from '../lib/sql/dialects.ts';
import { type Caller, currentCaller, requireSourceAccess, requireVisibleDatabase } from './access.ts';
import { countMetric, discoveredColumn } from './columns.ts';
import { type DiscoveredColumn, physicalColumns, virtualColumns } from './discover.ts';
import { holdsName, reserveDatasetName } from './name-reservation.ts';
import { resolveOwners } from '../lib/owners.ts';
import { type DatasetPorts, discoveryContext } from './ports.ts';
import { CREATE_FAILED, datasetExists, Problems, tableNotFound } from './problems.ts';
import { listDatasets, writeDataset } from '../lib/records/dataset-repository.ts';
import { DatasetRecord } from '../lib/records/dataset-schema.ts';
import { checkTemplateParams } from './update-fields.ts';
import { storedSql } from './virtual-sql.ts';

/** What a new dataset is made of (POST /api/v1/dataset/, get_or_create). */
export type NewDataset = Omit<DatasetPostBody, 'database'> & { database: number };

/** The validated parts of a create: the database, the owners, and the columns read from the engine. */
interface CheckedCreate {
  database: DatabaseRecord;
  owners: number[];
  columns: DiscoveredColumn[];
}

/**
 * Superset's CreateDatasetCommand.validate, all problems in one 422: the name must be free, the database visible,
 * a physical table present in the engine, the source readable by the caller, the owners real users. Then the
 * columns: a physical table's from the engine's catalog, a virtual dataset's by running its checked SQL.
 */
async function checkCreate(
  access: CallerAccess,
  caller: Caller,
  fields: NewDataset,
  ports: DatasetPorts,
): Promise<CheckedCreate> {
  const { tenant } = access.claims;
  const problems = new Problems();
  const name = {
    database_id: fields.database,
    schema: fields.schema ?? null,
    table_name: fields.table_name,
    catalog: fields.catalog ?? null,
  };
  if ((await listDatasets(tenant)).some((dataset) => holdsName(dataset, name)))
    problems.add('table', datasetExists(name));
  let database: DatabaseRecord | undefined;
  await problems.check(async () => (database = await requireVisibleDatabase(access, fields.database)));
  const sql = fields.sql?.trim() ? fields.sql : null;
  let readable = false;
  if (database) {
    await problems.check(() => {
      requireSourceAccess(access, database!, { ...name, sql });
      readable = true;
    });
  }
  // Only a table the caller may read is looked up, so a refusal never tells whether a table exists.
  const discovery =
    database && readable
      ? await discoveryContext(ports, { tenant, database, caller, failure: CREATE_FAILED })
      : undefined;
  let columns: DiscoveredColumn[] | undefined;
  if (discovery && !sql) {
    columns = await physicalColumns(discovery, name);
    if (!columns) problems.add('table', tableNotFound(name));
  }
  checkTemplateParams(fields.template_params, problems, database && dialectFor(database.backend));
  let owners: number[] = [];
  await problems.check(
    async () => (owners = await resolveOwners(access, fields.owners, caller.id, { defaultToCaller: true })),
  );
  problems.throwIfAny();
  if (sql) columns = await virtualColumns(discovery!, sql, fields.template_params ?? null);
  return { database: database!, owners, columns: columns ?? [] };
}

/** The stored record of a new dataset, as Superset's `fetch_metadata` fills it: columns, `count`, main time column. */
function newRecord(id: number, fields: NewDataset, checked: CheckedCreate, caller: Caller, now: Date): DatasetRecord {
  const stamp = now.toISOString();
  const sql = fields.sql?.trim() ? storedSql(fields.sql) : null;
  const columns = checked.columns.map((column, index) => discoveredColumn(index + 1, column));
  return DatasetRecord.parse({
    id,
    uuid: randomUUID(),
    table_name: fields.table_name,
    schema: fields.schema ?? null,
    catalog: fields.catalog ?? null,
    database_id: checked.database.id,
    sql,
    kind: sql ? 'virtual' : 'physical',
    description: null,
    main_dttm_col: columns.find((column) => column.is_dttm)?.column_name ?? null,
    cache_timeout: null,
    owners: checked.owners,
    columns,
    metrics: [countMetric(1)],
    extra: null,
    template_params: fields.template_params ?? null,
    normalize_columns: fields.normalize_columns ?? false,
    always_filter_main_dttm: fields.always_filter_main_dttm ?? false,
    is_managed_externally: fields.is_managed_externally ?? false,
    external_url: fields.external_url ?? null,
    created_by_fk: caller.id,
    changed_by_fk: caller.id,
    created_on: stamp,
    changed_on: stamp,
    version: 1,
  });
}

/** Checks and stores a new dataset; 422 in Superset's words when its name was taken meanwhile. */
export async function insertDataset(
  access: CallerAccess,
  fields: NewDataset,
  ports: DatasetPorts,
  now = new Date(),
): Promise<DatasetRecord> {
  const caller = await currentCaller(access);
  const checked = await checkCreate(access, caller, fields, ports);
  const name = { database_id: checked.database.id, schema: fields.schema ?? null, table_name: fields.table_name };
  const id = await reserveDatasetName(access.claims.tenant, name);
  if (id === undefined) {
    const problems = new Problems();
    problems.add('table', datasetExists({ ...name, catalog: fields.catalog ?? null }));
    problems.throwIfAny();
  }
  const record = newRecord(id!, fields, checked, caller, now);
  await writeDataset(access.claims.tenant, record);
  return record;
}

/** POST /api/v1/dataset/: 201 `{ id, result }` with the body as accepted. */
export async function createDataset(access: CallerAccess, body: unknown, ports: DatasetPorts, now = new Date()) {
  const fields = parseWith(DatasetPostBody, body);
  const record = await insertDataset(access, fields, ports, now);
  return { id: record.id, result: fields };
}
