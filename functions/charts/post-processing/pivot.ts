import * as z from 'zod';
import { AggregatesOption, resolveAggregates } from './aggregate-spec.ts';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import type { FrameValue } from './frame.ts';
import { buildGrid, type PivotGrid } from './pivot-grid.ts';
import { addMargins } from './pivot-margins.ts';
import { columnValues, type Label, requireColumns, type Table } from './table.ts';
import { compareTuples, compareValues, isMissing } from './values.ts';

/** Superset's label for a missing series value in pivoted column names. */
export const NULL_STRING = '<NULL>';

const PivotOptions = z.object({
  index: z.array(z.string()).nullish(),
  columns: z.array(z.string()).nullish(),
  aggregates: AggregatesOption.nullish(),
  metric_fill_value: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  column_fill_value: z.string().nullish(),
  drop_missing_columns: z.boolean().nullish(),
  combine_value_with_metric: z.boolean().nullish(),
  marginal_distributions: z.boolean().nullish(),
  marginal_distribution_name: z.string().nullish(),
});
type PivotOptions = z.infer<typeof PivotOptions>;

/**
 * `pivot` (pandas `pivot_table` as Superset calls it). Rows: the distinct `index` tuples, ascending. Columns:
 * one per aggregated column (`aggregates` are keyed by their `column`, so a metric keeps its label) when `columns`
 * is empty; otherwise one per (metric, series value...) with the metric as level 0, all sorted ascending by
 * metric then series values. Missing series values read `<NULL>` (`column_fill_value`). With
 * `drop_missing_columns` (default) rows with a missing index value and all-missing rows and columns disappear;
 * without it only series that occur in the data are kept. `flatten` then joins the levels with `, `:
 * `SUM(num), boy`; a `rename` of the metric to null at level 0 (what the echarts plugins send for one metric,
 * `truncate_metric`) leaves just `boy`.
 */
export function pivot(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('pivot', PivotOptions, rawOptions);
  const index = options.index ?? [];
  const columns = options.columns ?? [];
  if (!index.length) throw invalidPostProcessing('Pivot operation requires at least one index');
  if (!Object.keys(options.aggregates ?? {}).length) {
    throw invalidPostProcessing('Pivot operation must include at least one aggregate');
  }
  requireColumns(table, [...index, ...columns]);
  const dropna = options.drop_missing_columns ?? true;
  const byColumn = new Map(resolveAggregates(table, options.aggregates ?? {}).map((r) => [r.column, r.reduce]));
  const grid = buildGrid({
    indexColumns: index.map((name) => columnValues(table, name)),
    seriesColumns: seriesColumns(table, columns, options.column_fill_value),
    metrics: [...byColumn.keys()],
    reducers: [...byColumn.values()],
    inputs: [...byColumn.keys()].map((metric) => columnValues(table, metric)),
    rowCount: table.rowCount,
    dropna,
  });
  const withMargins = options.marginal_distributions
    ? addMargins(grid, options.marginal_distribution_name ?? 'All')
    : grid;
  const result = toTable(withMargins, index, options.metric_fill_value ?? null, dropna);
  return options.combine_value_with_metric && columns.length ? metricLast(result) : result;
}

function seriesColumns(table: Table, columns: string[], fill: string | null | undefined): FrameValue[][] {
  const fillValue = fill === undefined ? NULL_STRING : fill;
  return columns.map((name) => {
    const values = columnValues(table, name);
    return fillValue ? values.map((value) => (isMissing(value) ? fillValue : value)) : values;
  });
}

function asLabel(value: FrameValue | undefined): Label {
  if (value === undefined) return null;
  return Array.isArray(value) ? JSON.stringify(value) : value;
}

function toTable(grid: PivotGrid, index: string[], fill: FrameValue, dropna: boolean): Table {
  const order = grid.metrics.map((_, m) => m).sort((a, b) => compareValues(grid.metrics[a]!, grid.metrics[b]!));
  const keys: Label[][] = [];
  const columns: FrameValue[][] = [];
  for (const m of order) {
    grid.seriesTuples.forEach((tuple, s) => {
      const values = grid.matrix[m]![s]!.map((cell) => (isMissing(cell) ? fill : cell));
      if (dropna && values.every(isMissing)) return;
      keys.push([grid.metrics[m]!, ...tuple.map(asLabel)]);
      columns.push(values);
    });
  }
  return {
    index: index.map((name, level) => ({ name, values: grid.rowTuples.map((row) => row[level] ?? null) })),
    keys,
    columns,
    levels: grid.seriesLevels + 1,
    rowCount: grid.rowTuples.length,
  };
}

/** `combine_value_with_metric`: the metric becomes the innermost level (`stack(0).unstack()`), columns re-sorted. */
function metricLast(table: Table): Table {
  const rotated = table.keys.map((key) => [...key.slice(1), key[0] ?? null]);
  const order = rotated.map((_, i) => i).sort((a, b) => compareTuples(rotated[a]!, rotated[b]!));
  return { ...table, keys: order.map((i) => rotated[i]!), columns: order.map((i) => table.columns[i]!) };
}
