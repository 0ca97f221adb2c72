import type { MetricCurrency } from '#shared/api/dataset.ts';
import { currencyObject } from './currency.ts';
import type { DatasetRecord } from '../lib/records/dataset-schema.ts';

/**
 * Values Superset derives from a dataset (SqlaTable properties) that both the REST item and the legacy
 * `datasource.data` payload carry.
 */

/** `<id>__table`: how form data and Explore URLs name a dataset. */
export const datasetUid = (dataset: Pick<DatasetRecord, 'id'>): string => `${dataset.id}__table`;

/** `schema.table` when the dataset has a schema, as Superset's `SqlaTable.name`. */
export const datasetName = (dataset: Pick<DatasetRecord, 'schema' | 'table_name'>): string =>
  dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;

/** The dataset editor's URL (Superset's `SqlaTable.url`). */
export const datasetEditUrl = (dataset: Pick<DatasetRecord, 'id'>): string => `/tablemodelview/edit/${dataset.id}`;

/** Explore opened on the dataset (Superset's `explore_url`). */
export const datasetExploreUrl = (dataset: Pick<DatasetRecord, 'id'>): string =>
  `/explore/?datasource_type=table&datasource_id=${dataset.id}`;

/** Labels by column and metric name, plus the `__timestamp` alias legacy charts use for the time column. */
export function verboseMap(dataset: DatasetRecord): Record<string, string> {
  const map: Record<string, string> = { __timestamp: 'Time' };
  for (const metric of dataset.metrics) map[metric.metric_name] = metric.verbose_name || metric.metric_name;
  for (const column of dataset.columns) map[column.column_name] = column.verbose_name || column.column_name;
  return map;
}

/** d3 formats of the metrics that set one. */
export function columnFormats(dataset: DatasetRecord): Record<string, string> {
  return Object.fromEntries(
    dataset.metrics.flatMap((metric) => (metric.d3format ? [[metric.metric_name, metric.d3format]] : [])),
  );
}

/** Currency formats (objects, as Superset 5 answers them) of the metrics that set one. */
export function currencyFormats(dataset: DatasetRecord): Record<string, MetricCurrency> {
  return Object.fromEntries(
    dataset.metrics.flatMap((metric) => {
      const currency = currencyObject(metric.currency);
      return currency ? [[metric.metric_name, currency]] : [];
    }),
  );
}

/** `[json([col, asc]), "col [asc]"]` pairs over the sorted column names, as the legacy order-by control expects. */
export function orderByChoices(dataset: DatasetRecord): [string, string][] {
  const names = dataset.columns.map((column) => column.column_name).sort();
  return names.flatMap((name): [string, string][] => [
    [`[${JSON.stringify(name)}, true]`, `${name} [asc]`],
    [`[${JSON.stringify(name)}, false]`, `${name} [desc]`],
  ]);
}

/** `[name, name]` of each temporal column: the legacy time column choices. */
export function granularityChoices(dataset: DatasetRecord): [string, string][] {
  return dataset.columns
    .filter((column) => column.is_dttm)
    .map((column): [string, string] => [column.column_name, column.column_name]);
}

/** The preview query Superset shows in the dataset panel. */
export function selectStar(dataset: DatasetRecord): string {
  const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;
  const parts = [dataset.catalog, dataset.schema, dataset.table_name].filter((part): part is string => Boolean(part));
  return `SELECT\n  *\nFROM ${parts.map(quote).join('.')}\nLIMIT 100`;
}
