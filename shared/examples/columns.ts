import type { ExampleColumn, ExampleColumnType, ExampleMetric } from './types.ts';

/** Optional column attributes; name and type are always given positionally. */
type ColumnExtras = Omit<ExampleColumn, 'name' | 'type'>;

/**
 * A physical column. Superset marks every example column groupable and filterable unless told otherwise,
 * so the catalog does the same.
 */
export function column(name: string, type: ExampleColumnType, extras: ColumnExtras = {}): ExampleColumn {
  return { name, type, groupby: true, filterable: true, ...extras };
}

/** A TIMESTAMP column usable as the time axis. */
export function temporal(name: string, extras: ColumnExtras = {}): ExampleColumn {
  return column(name, 'TIMESTAMP', { is_dttm: true, ...extras });
}

/** A calculated column: an SQL expression over physical columns, with no Parquet column behind it. */
export function calculated(name: string, type: ExampleColumnType, expression: string): ExampleColumn {
  return column(name, type, { expression });
}

/** The `count` metric every example dataset has. */
export const countMetric: ExampleMetric = { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' };

/** Superset's `sum__<column>` metric. */
export function sumMetric(columnName: string): ExampleMetric {
  return { metric_name: `sum__${columnName}`, expression: `SUM(${columnName})` };
}

/** Columns stored in the Parquet file, in file order (calculated columns excluded). */
export function physicalColumns(columns: readonly ExampleColumn[]): ExampleColumn[] {
  return columns.filter((candidate) => candidate.expression === undefined);
}
