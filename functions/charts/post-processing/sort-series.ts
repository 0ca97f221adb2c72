import * as z from 'zod';
import type { DataFrame, FrameValue } from './frame.ts';
import { parseOptions } from './errors.ts';

/** How the echarts plugins order series: by name or by a statistic of each series' values. */
export const SortSeriesOptions = z.object({
  by: z.enum(['name', 'sum', 'min', 'max', 'avg']),
  ascending: z.boolean(),
  exclude: z.array(z.string()),
});
export type SortSeriesOptions = z.infer<typeof SortSeriesOptions>;

type Statistic = (column: string, rows: DataFrame['data']) => number | string | undefined;

const numeric = (value: FrameValue | undefined): value is number => typeof value === 'number' && !Number.isNaN(value);

/** lodash's sumBy/meanBy/minBy/maxBy, as the plugins use them: null counts as 0 in sums, min/max skip it. */
const STATISTICS: Record<SortSeriesOptions['by'], Statistic> = {
  name: (column) => column.toLowerCase(),
  sum: (column, rows) =>
    rows.length ? rows.reduce((acc, row) => acc + (numeric(row[column]) ? (row[column] as number) : 0), 0) : undefined,
  avg: (column, rows) => (rows.length ? (STATISTICS.sum(column, rows) as number) / rows.length : undefined),
  min: (column, rows) => extreme(column, rows, (a, b) => a < b),
  max: (column, rows) => extreme(column, rows, (a, b) => a > b),
};

function extreme(
  column: string,
  rows: DataFrame['data'],
  better: (a: number, b: number) => boolean,
): number | undefined {
  let best: number | undefined;
  for (const row of rows) {
    const value = row[column];
    if (numeric(value) && (best === undefined || better(value, best))) best = value;
  }
  return best;
}

function compareStat(a: number | string | undefined, b: number | string | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Orders the series columns of a flat frame (every column not in `exclude`, the x axis among them) by name
 * (case-insensitive) or by their sum, min, max or average, stably, as Superset's echarts `sortSeries` does.
 * Excluded columns keep their order and lead; a series without any number sorts last ascending, first descending.
 */
export function sortSeries(frame: DataFrame, rawOptions: SortSeriesOptions): DataFrame {
  const { by, ascending, exclude } = parseOptions('sortSeries', SortSeriesOptions, rawOptions);
  const kept = frame.columns.filter((column) => exclude.includes(column));
  const series = frame.columns.filter((column) => !exclude.includes(column));
  const stats = new Map(series.map((column) => [column, STATISTICS[by](column, frame.data)]));
  const ordered = [...series].sort((a, b) => {
    const delta = compareStat(stats.get(a), stats.get(b));
    return ascending ? delta : -delta;
  });
  return { columns: [...kept, ...ordered], data: frame.data };
}
