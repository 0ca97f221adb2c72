import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '#shared/chart-query/common/form-data-fields.ts';
import type { FormData } from '../types.ts';

/** The key of the metric dimension in pivoted records and the header it shows (Superset's `METRIC_KEY`). */
export const METRIC_KEY = 'Metric';

/** Where each dimension goes: row and column dimensions (the metric one included) and the metric names. */
export interface PivotLayout {
  rowDims: string[];
  colDims: string[];
  metrics: string[];
}

/**
 * Superset's arrangement: rows and columns swap when transposed; the metric dimension joins the columns (or rows,
 * per "Apply metrics on"), outermost, or innermost when metrics are combined.
 */
export function pivotLayout(formData: FormData): PivotLayout {
  const rows = columnsOf(formData.groupbyRows).map(getColumnLabel);
  const cols = columnsOf(formData.groupbyColumns).map(getColumnLabel);
  const [rowDims, colDims] = formData.transposePivot ? [cols, rows] : [rows, cols];
  const place = (dims: string[]) => (formData.combineMetric ? [...dims, METRIC_KEY] : [METRIC_KEY, ...dims]);
  const metrics = metricsOf(formData.metrics).map(getMetricLabel);
  if (formData.metricsLayout === 'ROWS') return { rowDims: place(rowDims), colDims, metrics };
  return { rowDims, colDims: place(colDims), metrics };
}

/** One record per metric and group, the metric under METRIC_KEY and its number under `value`; nulls left out. */
export function unpivot(
  rows: readonly Record<string, unknown>[],
  metrics: readonly string[],
): Record<string, unknown>[] {
  return rows.flatMap((row) =>
    metrics.flatMap((metric) =>
      row[metric] === null || row[metric] === undefined ? [] : [{ ...row, [METRIC_KEY]: metric, value: row[metric] }],
    ),
  );
}
