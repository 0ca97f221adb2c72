import { randomUUID } from 'node:crypto';
import { DatasetDuplicateBody } from '#shared/api/dataset.ts';
import { AppError } from '#shared/errors.ts';
import { findDatabase } from '../lib/records/database-repository.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canAccessDatasource } from '../lib/auth/data-access.ts';
import { parseWith } from '../lib/http.ts';
import { type Caller, currentCaller } from './access.ts';
import { holdsName, reserveDatasetName } from './name-reservation.ts';
import { findDataset, listDatasets, writeDataset } from '../lib/records/dataset-repository.ts';
import { DatasetRecord } from '../lib/records/dataset-schema.ts';
import { storedSql } from './virtual-sql.ts';

/** Superset's answer to every refused duplicate (DatasetInvalidError is no field error there). */
const INVALID = 'Dataset parameters are invalid.';
const invalid = (): AppError => new AppError(422, INVALID, { errorType: 'GENERIC_COMMAND_ERROR' });

/** The copy as Superset's DuplicateDatasetCommand makes it: same SQL, columns and metrics; the caller owns it. */
function copyOf(base: DatasetRecord, id: number, tableName: string, caller: Caller, now: Date): DatasetRecord {
  const stamp = now.toISOString();
  return DatasetRecord.parse({
    ...base,
    id,
    uuid: randomUUID(),
    table_name: tableName,
    catalog: null,
    sql: storedSql(base.sql ?? ''),
    kind: 'virtual',
    description: null,
    main_dttm_col: null,
    cache_timeout: null,
    owners: [caller.id],
    extra: null,
    is_sqllab_view: true,
    filter_select_enabled: true,
    fetch_values_predicate: null,
    default_endpoint: null,
    offset: 0,
    is_managed_externally: false,
    external_url: null,
    created_by_fk: caller.id,
    changed_by_fk: caller.id,
    created_on: stamp,
    changed_on: stamp,
    version: 1,
    columns: base.columns.map((column) => ({
      ...column,
      uuid: randomUUID(),
      filterable: true,
      groupby: true,
      is_active: true,
      python_date_format: null,
      advanced_data_type: null,
      extra: null,
    })),
    metrics: base.metrics.map((metric) => ({
      ...metric,
      uuid: randomUUID(),
      d3format: null,
      currency: null,
      warning_text: null,
      extra: null,
    })),
  });
}

/**
 * POST /api/v1/dataset/duplicate: a virtual dataset copied under a new name in the same database and schema;
 * 201 `{ id, result }`; 422 `Dataset parameters are invalid.` when the base is absent, hidden from the caller,
 * physical, or the name is taken, as Superset answers (it answers 403 for a hidden base).
 */
export async function duplicateDataset(access: CallerAccess, body: unknown, now = new Date()) {
  const fields = parseWith(DatasetDuplicateBody, body);
  const { tenant } = access.claims;
  const caller = await currentCaller(access);
  const base = await findDataset(tenant, fields.base_model_id);
  const database = base && (await findDatabase(tenant, base.database_id));
  // A base hidden from the caller is answered as an absent one: the body's id tells them nothing.
  if (!base || !database || !canAccessDatasource(access, database, base)) throw invalid();
  const name = { database_id: base.database_id, schema: base.schema, table_name: fields.table_name };
  if (base.kind !== 'virtual' || !base.sql || (await listDatasets(tenant)).some((dataset) => holdsName(dataset, name)))
    throw invalid();
  const id = await reserveDatasetName(tenant, name);
  if (id === undefined) throw invalid();
  await writeDataset(tenant, copyOf(base, id, fields.table_name, caller, now));
  return { id, result: fields };
}
