import { randomUUID } from 'node:crypto';
import { backendOf } from '../../databases/connection-uri.ts';
import { findDatabase, insertDatabase } from '../../databases/repository.ts';
import { DatabaseRecord } from '../../databases/schema.ts';
import { storedCurrency } from '../../datasets/currency.ts';
import { DatasetRecord } from '../../datasets/schema.ts';
import { readItem, writeVersioned } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';
import { claimName } from '../../lib/name-lock.ts';
import { type DatabaseConfig, type DatasetConfig, jsonText } from '../schemas.ts';
import { uriWithPassword } from './plan.ts';

/** Create a bundle database under its uuid (a name already taken means the plan reused that database instead). */
export async function createDatabase(tenant: string, config: DatabaseConfig, now: string): Promise<number> {
  const { id } = await claimName(keys.databaseName(tenant, config.database_name), tenant, 'database');
  if (await findDatabase(tenant, id)) return id;
  const uri = uriWithPassword(config);
  await insertDatabase(
    tenant,
    DatabaseRecord.parse({
      id, uuid: config.uuid, database_name: config.database_name, backend: backendOf(uri),
      expose_in_sqllab: config.expose_in_sqllab ?? true, allow_run_async: config.allow_run_async ?? false,
      allow_dml: config.allow_dml ?? false, allow_ctas: config.allow_ctas ?? false, allow_cvas: config.allow_cvas ?? false,
      allow_file_upload: config.allow_file_upload ?? false, cache_timeout: config.cache_timeout ?? null,
      extra: jsonText(config.extra) ?? '{}', created_on: now, changed_on: now, sqlalchemy_uri: uri,
      impersonate_user: config.impersonate_user ?? false,
    }),
  );
  return id;
}

/**
 * The settings of a bundle dataset Superset exports besides its SQL (a record's defaults where the config has none):
 * all kept, as Superset's import keeps them, so a round trip loses nothing. The import checked them first.
 */
const datasetSettings = (config: DatasetConfig) => ({
  template_params: jsonText(config.template_params), fetch_values_predicate: config.fetch_values_predicate || null,
  filter_select_enabled: config.filter_select_enabled ?? true, normalize_columns: config.normalize_columns ?? false,
  always_filter_main_dttm: config.always_filter_main_dttm ?? false, default_endpoint: config.default_endpoint ?? null,
  offset: config.offset ?? 0,
});

/** A dataset record from a bundle config, over `base` (the record it replaces) when updating. */
function datasetRecord(config: DatasetConfig, ids: { id: number; databaseId: number; ownerId: number }, now: string, base?: DatasetRecord): DatasetRecord {
  return DatasetRecord.parse({
    id: ids.id, uuid: config.uuid, table_name: config.table_name, schema: config.schema ?? null, catalog: config.catalog ?? null,
    database_id: ids.databaseId, sql: config.sql ?? null, kind: config.sql ? 'virtual' : 'physical',
    description: config.description ?? null, main_dttm_col: config.main_dttm_col ?? null, cache_timeout: config.cache_timeout ?? null,
    owners: base?.owners ?? [ids.ownerId], extra: jsonText(config.extra), created_on: base?.created_on ?? now, changed_on: now,
    ...datasetSettings(config),
    version: (base?.version ?? 0) + 1,
    columns: config.columns.map((column, index) => ({
      id: index + 1, uuid: typeof column.uuid === 'string' ? column.uuid : randomUUID(), column_name: column.column_name,
      type: column.type ?? null, is_dttm: column.is_dttm ?? false, expression: column.expression || null,
      verbose_name: column.verbose_name ?? null, description: column.description ?? null, groupby: column.groupby ?? true,
      filterable: column.filterable ?? true, is_active: column.is_active ?? true, python_date_format: column.python_date_format ?? null,
      advanced_data_type: column.advanced_data_type ?? null, extra: jsonText(column.extra),
    })),
    metrics: (config.metrics ?? []).map((metric, index) => ({
      id: index + 1, uuid: typeof metric.uuid === 'string' ? metric.uuid : randomUUID(), metric_name: metric.metric_name,
      expression: metric.expression, metric_type: metric.metric_type ?? null, verbose_name: metric.verbose_name ?? null,
      description: metric.description ?? null, d3format: metric.d3format ?? null,
      currency: storedCurrency(metric.currency) ?? null,
      warning_text: metric.warning_text ?? null, extra: jsonText(metric.extra),
    })),
  });
}

/** Create a bundle dataset (its table name locked within its database and schema), or replace the one of `id`. */
export async function writeDataset(tenant: string, config: DatasetConfig, target: { id?: number; databaseId: number; ownerId: number }, now: string): Promise<number> {
  if (target.id !== undefined) {
    const base = await readItem(DatasetRecord, keys.dataset(tenant, target.id));
    const record = datasetRecord(config, { id: target.id, databaseId: base?.database_id ?? target.databaseId, ownerId: target.ownerId }, now, base);
    await writeVersioned(keys.dataset(tenant, target.id), record, base?.version, 'The dataset was changed by someone else; try the import again');
    return target.id;
  }
  const lock = keys.datasetName(tenant, target.databaseId, config.schema ?? '', config.table_name);
  const { id } = await claimName(lock, tenant, 'dataset');
  const existing = await readItem(DatasetRecord, keys.dataset(tenant, id));
  if (existing) return id;
  await writeVersioned(keys.dataset(tenant, id), datasetRecord(config, { id, databaseId: target.databaseId, ownerId: target.ownerId }, now), undefined, 'Dataset already exists');
  return id;
}
