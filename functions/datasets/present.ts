import { GenericDataType, genericTypeOf } from '#shared/generic-data-type.ts';
import { humanizedAgo, utcWithMicros } from '../lib/humanize.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { currencyObject } from './currency.ts';
import {
  columnFormats,
  currencyFormats,
  datasetEditUrl,
  datasetExploreUrl,
  datasetName,
  datasetUid,
  granularityChoices,
  orderByChoices,
  selectStar,
  verboseMap,
} from './derived.ts';
import type { OwnerRef } from '../lib/owners.ts';
import type { DatasetColumn, DatasetRecord } from '../lib/records/dataset-schema.ts';

/** What presenting a dataset needs besides the record: its database, owners, grain choices and the clock. */
export interface DatasetContext {
  database: Pick<DatabaseRecord, 'id' | 'database_name' | 'backend'>;
  owners: OwnerRef[];
  /** `[grain id, name]` pairs the database's dialect can truncate to. */
  timeGrains: [string, string][];
  now: Date;
}

/** Superset's `type_generic`: temporal for time columns, otherwise from the engine type (null when untyped). */
export function columnGenericType(column: Pick<DatasetColumn, 'is_dttm' | 'type'>): GenericDataType | null {
  if (column.is_dttm) return GenericDataType.TEMPORAL;
  return column.type === null ? null : genericTypeOf(column.type);
}

/** The `result` of GET /api/v1/dataset/{pk} (DatasetRestApi.show_columns). */
export function toDatasetItem(dataset: DatasetRecord, context: DatasetContext) {
  const stamps = { created_on: dataset.created_on, changed_on: dataset.changed_on };
  return {
    id: dataset.id,
    uid: datasetUid(dataset),
    table_name: dataset.table_name,
    datasource_name: dataset.table_name,
    name: datasetName(dataset),
    datasource_type: 'table',
    kind: dataset.kind,
    schema: dataset.schema,
    catalog: dataset.catalog,
    sql: dataset.sql,
    database: {
      id: context.database.id,
      database_name: context.database.database_name,
      backend: context.database.backend,
      allow_multi_catalog: false,
    },
    description: dataset.description,
    main_dttm_col: dataset.main_dttm_col,
    cache_timeout: dataset.cache_timeout,
    default_endpoint: dataset.default_endpoint,
    extra: dataset.extra,
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate,
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    offset: dataset.offset,
    is_sqllab_view: dataset.is_sqllab_view,
    is_managed_externally: dataset.is_managed_externally,
    template_params: dataset.template_params,
    owners: context.owners,
    columns: dataset.columns.map((column) => ({ ...column, ...stamps, type_generic: columnGenericType(column) })),
    metrics: dataset.metrics.map((metric) => ({ ...metric, currency: currencyObject(metric.currency), ...stamps })),
    ...stamps,
    created_on_humanized: humanizedAgo(dataset.created_on, context.now),
    changed_on_humanized: humanizedAgo(dataset.changed_on, context.now),
    url: datasetEditUrl(dataset),
    select_star: selectStar(dataset),
    verbose_map: verboseMap(dataset),
    column_formats: columnFormats(dataset),
    currency_formats: currencyFormats(dataset),
    granularity_sqla: granularityChoices(dataset),
    time_grain_sqla: context.timeGrains,
    order_by_choices: orderByChoices(dataset),
  };
}

/** One row of GET /api/v1/dataset/ (DatasetRestApi.list_columns). */
export function toDatasetListItem(
  dataset: DatasetRecord,
  context: { database: Pick<DatabaseRecord, 'id' | 'database_name'>; owners: OwnerRef[]; now: Date },
) {
  return {
    id: dataset.id,
    uuid: dataset.uuid,
    table_name: dataset.table_name,
    schema: dataset.schema,
    catalog: dataset.catalog,
    sql: dataset.sql,
    kind: dataset.kind,
    datasource_type: 'table',
    database: { id: context.database.id, database_name: context.database.database_name },
    description: dataset.description,
    default_endpoint: dataset.default_endpoint,
    extra: dataset.extra,
    explore_url: datasetExploreUrl(dataset),
    owners: context.owners,
    changed_by_name: '',
    changed_on_utc: utcWithMicros(dataset.changed_on),
    changed_on_delta_humanized: humanizedAgo(dataset.changed_on, context.now),
  };
}
