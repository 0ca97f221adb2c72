import * as z from 'zod';
import { appendMapped } from './append-columns.ts';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import type { FrameValue } from './frame.ts';
import { ROLLING_FUNCTIONS, type RollingFunction, rollColumn, windowReducer } from './rolling-window.ts';
import { requireColumns, type Table, takeRows } from './table.ts';
import { isPresentNumber } from './values.ts';

const ColumnsMap = z.record(z.string(), z.string());

const RollingOptions = z.object({
  rolling_type: z.string(),
  columns: ColumnsMap,
  window: z.number().int().nullish(),
  min_periods: z.number().int().min(0).nullish(),
  center: z.boolean().nullish(),
  win_type: z.string().nullish(),
  rolling_type_options: z.record(z.string(), z.unknown()).nullish(),
});

/**
 * `rolling`: a moving `rolling_type` (sum, mean, std, var, median, min, max, count, quantile, skew, kurt) over
 * `window` rows for the columns in the `columns` map. `min_periods` defaults to the window; when given, the first
 * `min_periods - 1` rows are dropped afterwards, as Superset does. Weighted windows (`win_type`) are refused.
 */
export function rolling(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('rolling', RollingOptions, rawOptions);
  requireColumns(table, Object.keys(options.columns));
  if (options.window === null || options.window === undefined) {
    throw invalidPostProcessing('Undefined window for rolling operation');
  }
  if (options.window <= 0) throw invalidPostProcessing('Window must be > 0');
  if (!(ROLLING_FUNCTIONS as readonly string[]).includes(options.rolling_type)) {
    throw invalidPostProcessing(`Invalid rolling_type: ${options.rolling_type}`);
  }
  if (options.win_type)
    throw invalidPostProcessing(`Invalid options for ${options.rolling_type}: win_type is not supported`);
  const kind = options.rolling_type as RollingFunction;
  const reduce = windowReducer(kind, options.rolling_type_options ?? {});
  const spec = {
    window: options.window,
    minPeriods: options.min_periods ?? options.window,
    center: options.center ?? false,
  };
  const rolled = appendMapped(table, options.columns, (sources) =>
    sources.map((v) => rollColumn(v, spec, kind, reduce)),
  );
  const skip = options.min_periods ? options.min_periods - 1 : 0;
  if (!skip) return rolled;
  return takeRows(
    rolled,
    Array.from({ length: Math.max(0, rolled.rowCount - skip) }, (_, i) => i + skip),
  );
}

const CUMULATIVE = {
  sum: (a: number, b: number) => a + b,
  prod: (a: number, b: number) => a * b,
  min: Math.min,
  max: Math.max,
} as const;

const CumOptions = z.object({ operator: z.string(), columns: ColumnsMap.nullish() });

/** `cum`: running sum, prod, min or max; a missing value stays missing and the running value carries past it. */
export function cum(table: Table, rawOptions: unknown): Table {
  const { operator, columns } = parseOptions('cum', CumOptions, rawOptions);
  requireColumns(table, Object.keys(columns ?? {}));
  if (!Object.hasOwn(CUMULATIVE, operator)) throw invalidPostProcessing(`Invalid cumulative operator: ${operator}`);
  const step = CUMULATIVE[operator as keyof typeof CUMULATIVE];
  const running = (values: FrameValue[]): number[] => {
    let acc: number | undefined;
    return values.map((value) => {
      if (!isPresentNumber(value)) return Number.NaN;
      acc = acc === undefined ? value : step(acc, value);
      return acc;
    });
  };
  return appendMapped(table, columns ?? {}, (sources) => sources.map(running));
}

const DiffOptions = z.object({
  columns: ColumnsMap,
  periods: z.number().int().nullish(),
  axis: z.union([z.literal(0), z.literal(1), z.literal('index'), z.literal('columns')]).nullish(),
});

function difference(current: FrameValue | undefined, previous: FrameValue | undefined): number {
  return isPresentNumber(current) && isPresentNumber(previous) ? current - previous : Number.NaN;
}

/**
 * `diff`: each value minus the one `periods` rows earlier (negative periods look ahead); with `axis: 1` the
 * difference is taken across the selected columns instead, column minus the column `periods` to its left.
 */
export function diff(table: Table, rawOptions: unknown): Table {
  const { columns, periods, axis } = parseOptions('diff', DiffOptions, rawOptions);
  requireColumns(table, Object.keys(columns));
  const lag = periods ?? 1;
  const acrossColumns = axis === 1 || axis === 'columns';
  return appendMapped(table, columns, (sources) =>
    acrossColumns
      ? sources.map((values, c) => values.map((value, row) => difference(value, sources[c - lag]?.[row])))
      : sources.map((values) => values.map((value, row) => difference(value, values[row - lag]))),
  );
}
