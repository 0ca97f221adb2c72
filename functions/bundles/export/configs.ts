import type { DatasetRecord } from '../../lib/records/dataset-schema.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { maskUriPassword } from '../../databases/index.ts';
import type { ChartRecord } from '../../lib/records/chart-schema.ts';
import type { DashboardRecord } from '../../lib/records/dashboard-schema.ts';
import { currencyObject } from '../../datasets/index.ts';
import { BUNDLE_VERSION } from '../schemas.ts';
import { exportLayout, exportMetadata } from './dashboard-refs.ts';

/** JSON text as the mapping Superset's exports write (`extra`, `params`), or null. */
export function parsedJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The URI a database exports with: its password masked as Superset shows it; Skyset's example database has none,
 * and is named by its engine so a Superset that imports it sees an engine it knows.
 */
const exportedUri = (database: DatabaseRecord): string =>
  database.sqlalchemy_uri
    ? maskUriPassword(database.sqlalchemy_uri)
    : database.backend === 'duckdb'
      ? 'duckdb:///:memory:'
      : 'awsathena+rest://';

/** `databases/<name>.yaml` (Superset's ExportDatabasesCommand): settings and a masked URI, never a secret. */
export function databaseConfig(database: DatabaseRecord) {
  return {
    database_name: database.database_name,
    sqlalchemy_uri: exportedUri(database),
    cache_timeout: database.cache_timeout,
    expose_in_sqllab: database.expose_in_sqllab,
    allow_run_async: database.allow_run_async,
    allow_ctas: database.allow_ctas,
    allow_cvas: database.allow_cvas,
    allow_dml: database.allow_dml,
    allow_file_upload: database.allow_file_upload,
    extra: parsedJson(database.extra) ?? {},
    impersonate_user: database.impersonate_user,
    uuid: database.uuid,
    version: BUNDLE_VERSION,
  };
}

/** `datasets/<database>/<table>.yaml` (Superset's ExportDatasetsCommand), with its columns and metrics. */
export function datasetConfig(dataset: DatasetRecord, databaseUuid: string) {
  return {
    table_name: dataset.table_name,
    main_dttm_col: dataset.main_dttm_col,
    description: dataset.description,
    default_endpoint: dataset.default_endpoint,
    offset: dataset.offset,
    cache_timeout: dataset.cache_timeout,
    catalog: dataset.catalog,
    schema: dataset.schema,
    sql: dataset.sql,
    params: null,
    template_params: parsedJson(dataset.template_params),
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate,
    extra: parsedJson(dataset.extra),
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    uuid: dataset.uuid,
    metrics: dataset.metrics.map((metric) => ({
      metric_name: metric.metric_name,
      verbose_name: metric.verbose_name,
      metric_type: metric.metric_type,
      expression: metric.expression,
      description: metric.description,
      d3format: metric.d3format,
      currency: currencyObject(metric.currency),
      extra: parsedJson(metric.extra),
      warning_text: metric.warning_text,
    })),
    columns: dataset.columns.map((column) => ({
      column_name: column.column_name,
      verbose_name: column.verbose_name,
      is_dttm: column.is_dttm,
      is_active: column.is_active,
      type: column.type,
      advanced_data_type: column.advanced_data_type,
      groupby: column.groupby,
      filterable: column.filterable,
      expression: column.expression,
      description: column.description,
      python_date_format: column.python_date_format,
      extra: parsedJson(column.extra),
    })),
    version: BUNDLE_VERSION,
    database_uuid: databaseUuid,
  };
}

/** `charts/<name>_<id>.yaml` (Superset's ExportChartsCommand): params as a mapping, the query context as its JSON text. */
export function chartConfig(chart: ChartRecord, datasetUuid: string) {
  return {
    slice_name: chart.slice_name,
    description: chart.description,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    viz_type: chart.viz_type,
    params: parsedJson(chart.params) ?? {},
    query_context: chart.query_context,
    cache_timeout: chart.cache_timeout,
    uuid: chart.uuid,
    version: BUNDLE_VERSION,
    dataset_uuid: datasetUuid,
  };
}

/** What a dashboard export needs to name its charts and datasets by uuid. */
export interface DashboardRefs {
  chartById: ReadonlyMap<number, ChartRecord>;
  datasetById: ReadonlyMap<number, DatasetRecord>;
}

/** `dashboards/<title>_<id>.yaml` (Superset's ExportDashboardsCommand): layout with chart uuids, metadata with dataset uuids. */
export function dashboardConfig(dashboard: DashboardRecord, refs: DashboardRefs) {
  return {
    dashboard_title: dashboard.dashboard_title,
    description: null,
    css: dashboard.css,
    slug: dashboard.slug,
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
    published: dashboard.published,
    uuid: dashboard.uuid,
    position: exportLayout(dashboard, refs.chartById),
    metadata: exportMetadata(parsedJson(dashboard.json_metadata), refs.datasetById),
    version: BUNDLE_VERSION,
  };
}
