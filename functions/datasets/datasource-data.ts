import type { OwnerRef } from '../lib/owners.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import {
  columnFormats,
  currencyFormats,
  datasetEditUrl,
  datasetName,
  datasetUid,
  granularityChoices,
  orderByChoices,
  selectStar,
  verboseMap,
} from './derived.ts';
import { columnGenericType } from './present.ts';
import { currencyObject } from './currency.ts';
import type { DatasetRecord } from '../lib/records/dataset-schema.ts';

/** What the legacy payload needs besides the dataset. */
export interface DatasourceDataContext {
  database: Pick<DatabaseRecord, 'id' | 'database_name' | 'backend'>;
  owners: OwnerRef[];
  timeGrains: [string, string][];
}

function columnData(column: DatasetRecord['columns'][number]) {
  return {
    id: column.id,
    uuid: column.uuid,
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    description: column.description,
    expression: column.expression,
    type: column.type,
    type_generic: columnGenericType(column),
    is_dttm: column.is_dttm,
    groupby: column.groupby,
    filterable: column.filterable,
    python_date_format: column.python_date_format,
    advanced_data_type: column.advanced_data_type,
    is_certified: false,
    certified_by: null,
    certification_details: null,
    warning_markdown: null,
  };
}

function metricData(metric: DatasetRecord['metrics'][number]) {
  return {
    id: metric.id,
    uuid: metric.uuid,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    description: metric.description,
    expression: metric.expression,
    d3format: metric.d3format,
    currency: currencyObject(metric.currency),
    warning_text: metric.warning_text,
    extra: metric.extra,
    is_certified: false,
    certified_by: null,
    certification_details: null,
    warning_markdown: null,
  };
}

/**
 * Superset's `SqlaTable.data`: the dataset as legacy Explore and `/superset/fetch_datasource_metadata` give it
 * (columns, metrics, formats, verbose names, time column and grain choices, database, owners).
 */
export function toDatasourceData(dataset: DatasetRecord, context: DatasourceDataContext) {
  return {
    id: dataset.id,
    uid: datasetUid(dataset),
    type: 'table',
    name: datasetName(dataset),
    datasource_name: dataset.table_name,
    table_name: dataset.table_name,
    catalog: dataset.catalog,
    schema: dataset.schema || null,
    description: dataset.description,
    sql: dataset.sql,
    columns: dataset.columns.map(columnData),
    metrics: dataset.metrics.map(metricData),
    column_formats: columnFormats(dataset),
    currency_formats: currencyFormats(dataset),
    verbose_map: verboseMap(dataset),
    order_by_choices: orderByChoices(dataset),
    granularity_sqla: granularityChoices(dataset),
    time_grain_sqla: context.timeGrains,
    main_dttm_col: dataset.main_dttm_col,
    database: { id: context.database.id, name: context.database.database_name, backend: context.database.backend },
    owners: context.owners,
    cache_timeout: dataset.cache_timeout,
    default_endpoint: dataset.default_endpoint,
    edit_url: datasetEditUrl(dataset),
    select_star: selectStar(dataset),
    extra: dataset.extra,
    filter_select: dataset.filter_select_enabled,
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate,
    template_params: dataset.template_params,
    is_sqllab_view: dataset.is_sqllab_view,
    health_check_message: null,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    normalize_columns: dataset.normalize_columns,
    offset: dataset.offset,
    params: null,
    perm: `[${context.database.database_name}].[${dataset.table_name}](id:${dataset.id})`,
  };
}
