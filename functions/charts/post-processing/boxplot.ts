import * as z from 'zod';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import type { FrameValue } from './frame.ts';
import { groupRows, pick } from './grouping.ts';
import { maximum, mean, median, minimum, percentile } from './stats.ts';
import { columnValues, requireColumns, type Table } from './table.ts';
import { presentNumbers } from './values.ts';

const BoxplotOptions = z.object({
  groupby: z.array(z.string()).nullish(),
  metrics: z.array(z.string()),
  whisker_type: z.enum(['tukey', 'min/max', 'percentile']),
  percentiles: z.array(z.unknown()).nullish(),
});

type Whiskers = (numbers: number[]) => { low: number; high: number };

const quartile = (numbers: number[], q: number) => percentile(numbers, q, 'midpoint');

function tukey(numbers: number[]): { low: number; high: number } {
  const q1 = quartile(numbers, 25);
  const q3 = quartile(numbers, 75);
  const spread = 1.5 * (q3 - q1);
  return {
    low: minimum(numbers.filter((n) => n >= q1 - spread)),
    high: maximum(numbers.filter((n) => n <= q3 + spread)),
  };
}

function whiskersFor(type: string, percentiles: unknown[] | null | undefined): Whiskers {
  if (type === 'tukey') return tukey;
  if (type === 'min/max') return (numbers) => ({ low: minimum(numbers), high: maximum(numbers) });
  const [low, high] = percentiles ?? [];
  if (percentiles?.length !== 2 || typeof low !== 'number' || typeof high !== 'number' || low >= high) {
    throw invalidPostProcessing(
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
    );
  }
  return (numbers) => ({ low: percentile(numbers, low), high: percentile(numbers, high) });
}

/** Numbers of a metric column; numeric strings count, other values are missing (pandas `to_numeric(coerce)`). */
function coerced(values: FrameValue[]): FrameValue[] {
  return values.map((value) =>
    typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value,
  );
}

const STATS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

/**
 * `boxplot`: per `groupby` group (one row without groupby), for every metric `<metric>__mean`, `__median`,
 * `__max` and `__min` (the whiskers), `__q1`, `__q3` (midpoint quartiles), `__count` (rows) and `__outliers`
 * (values beyond the whiskers: those above, then those below). Columns come statistic by statistic, metrics
 * within, after the groupby columns. Whiskers: Tukey (1.5 IQR), min/max, or two percentiles.
 */
export function boxplot(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('boxplot', BoxplotOptions, rawOptions);
  const groupby = options.groupby ?? [];
  requireColumns(table, [...groupby, ...options.metrics]);
  const whiskers = whiskersFor(options.whisker_type, options.percentiles);
  const groups = groupRows(
    groupby.map((name) => columnValues(table, name)),
    table.rowCount,
    true,
  );
  const inputs = options.metrics.map((metric) => coerced(columnValues(table, metric)));
  const summaries = inputs.map((values) => groups.rows.map((rows) => summarize(pick(values, rows), whiskers)));
  const keys = [
    ...groupby.map((name) => [name]),
    ...STATS.flatMap((stat) => options.metrics.map((metric) => [`${metric}__${stat}`])),
  ];
  const columns = [
    ...groupby.map((_, level) => groups.keys.map((key) => key[level] ?? null)),
    ...STATS.flatMap((stat) => summaries.map((perGroup) => perGroup.map((summary) => summary[stat]))),
  ];
  return { index: [], keys, columns, levels: 1, rowCount: groups.rows.length };
}

function summarize(values: FrameValue[], whiskers: Whiskers): Record<(typeof STATS)[number], FrameValue> {
  const numbers = presentNumbers(values);
  const { low, high } = whiskers(numbers);
  return {
    mean: mean(numbers),
    median: median(numbers),
    max: high,
    min: low,
    q1: quartile(numbers, 25),
    q3: quartile(numbers, 75),
    count: values.length,
    outliers: [...numbers.filter((n) => n > high), ...numbers.filter((n) => n < low)],
  };
}
