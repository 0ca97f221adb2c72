import { findDatabase, insertDatabase } from '../../lib/records/database-repository.ts';
import { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { backendOf } from '../../databases/index.ts';
import { DatasetRecord } from '../../lib/records/dataset-schema.ts';
import { readItem, writeVersioned } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';
import { claimName } from '../../lib/name-lock.ts';
import { type DatabaseConfig, type DatasetConfig, jsonText } from '../schemas.ts';
import { columnFromConfig, mergeDefinition, metricFromConfig } from './dataset-definition.ts';
import { uriWithPassword } from './plan.ts';

/** Create a bundle database under its uuid (a name already taken means the plan reused that database instead). */
export async function createDatabase(tenant: string, config: DatabaseConfig, now: string): Promise<number> {
  const { id } = await claimName(keys.databaseName(tenant, config.database_name), tenant, 'database');
  if (await findDatabase(tenant, id)) return id;
  const uri = uriWithPassword(config);
  await insertDatabase(
    tenant,
    DatabaseRecord.parse({
      id,
      uuid: config.uuid,
      database_name: config.database_name,
      backend: backendOf(uri),
      expose_in_sqllab: config.expose_in_sqllab ?? true,
      allow_run_async: config.allow_run_async ?? false,
      allow_dml: config.allow_dml ?? false,
      allow_ctas: config.allow_ctas ?? false,
      allow_cvas: config.allow_cvas ?? false,
      allow_file_upload: config.allow_file_upload ?? false,
      cache_timeout: config.cache_timeout ?? null,
      extra: jsonText(config.extra) ?? '{}',
      created_on: now,
      changed_on: now,
      sqlalchemy_uri: uri,
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
  template_params: jsonText(config.template_params),
  fetch_values_predicate: config.fetch_values_predicate || null,
  filter_select_enabled: config.filter_select_enabled ?? true,
  normalize_columns: config.normalize_columns ?? false,
  always_filter_main_dttm: config.always_filter_main_dttm ?? false,
  default_endpoint: config.default_endpoint ?? null,
  offset: config.offset ?? 0,
});

/** A dataset record from a bundle config, over `base` (the record it replaces) when updating. */
function datasetRecord(
  config: DatasetConfig,
  ids: { id: number; databaseId: number; ownerId: number },
  now: string,
  base?: DatasetRecord,
): DatasetRecord {
  return DatasetRecord.parse({
    id: ids.id,
    uuid: config.uuid,
    table_name: config.table_name,
    schema: config.schema ?? null,
    catalog: config.catalog ?? null,
    database_id: ids.databaseId,
    sql: config.sql ?? null,
    kind: config.sql ? 'virtual' : 'physical',
    description: config.description ?? null,
    main_dttm_col: config.main_dttm_col ?? null,
    cache_timeout: config.cache_timeout ?? null,
    owners: base?.owners ?? [ids.ownerId],
    extra: jsonText(config.extra),
    created_on: base?.created_on ?? now,
    changed_on: now,
    ...datasetSettings(config),
    version: (base?.version ?? 0) + 1,
    columns: config.columns.map((column, index) => columnFromConfig(column, index + 1)),
    metrics: (config.metrics ?? []).map((metric, index) => metricFromConfig(metric, index + 1)),
  });
}

/** Where a bundle dataset goes: over the dataset of `id` (an update), or a new one; and who owns what it creates. */
export interface DatasetTarget {
  id?: number;
  databaseId: number;
  ownerId: number;
  /** The datasets this import has created so far: one the same table's lock already holds merges the bundle's word in. */
  created: Set<number>;
}

const CHANGED_BY_SOMEONE_ELSE = 'The dataset was changed by someone else; try the import again';

/** Merge a bundle dataset's definition into the tenant's dataset of `id` (see `mergeDefinition`); answers its id. */
export async function mergeDataset(
  tenant: string,
  config: DatasetConfig,
  target: { id: number; replace: boolean },
  now: string,
): Promise<number> {
  const base = await readItem(DatasetRecord, keys.dataset(tenant, target.id));
  if (!base) return target.id;
  const merged = mergeDefinition(base, config, target.replace);
  if (JSON.stringify(merged) === JSON.stringify(base)) return target.id;
  const record: DatasetRecord = { ...merged, changed_on: now, version: base.version + 1 };
  await writeVersioned(keys.dataset(tenant, target.id), record, base.version, CHANGED_BY_SOMEONE_ELSE);
  return target.id;
}

/**
 * Create a bundle dataset (its table name locked within its database and schema), or replace the one of `id`. When
 * the lock holds a dataset already (a second bundle dataset of the same table, a concurrent import), the bundle's
 * definition is merged into it, winning over a dataset this import created.
 */
export async function writeDataset(
  tenant: string,
  config: DatasetConfig,
  target: DatasetTarget,
  now: string,
): Promise<number> {
  if (target.id !== undefined) {
    const base = await readItem(DatasetRecord, keys.dataset(tenant, target.id));
    const record = datasetRecord(
      config,
      { id: target.id, databaseId: base?.database_id ?? target.databaseId, ownerId: target.ownerId },
      now,
      base,
    );
    await writeVersioned(keys.dataset(tenant, target.id), record, base?.version, CHANGED_BY_SOMEONE_ELSE);
    return target.id;
  }
  const lock = keys.datasetName(tenant, target.databaseId, config.schema ?? '', config.table_name);
  const { id } = await claimName(lock, tenant, 'dataset');
  const existing = await readItem(DatasetRecord, keys.dataset(tenant, id));
  if (existing) return mergeDataset(tenant, config, { id, replace: target.created.has(id) }, now);
  await writeVersioned(
    keys.dataset(tenant, id),
    datasetRecord(config, { id, databaseId: target.databaseId, ownerId: target.ownerId }, now),
    undefined,
    'Dataset already exists',
  );
  target.created.add(id);
  return id;
}
