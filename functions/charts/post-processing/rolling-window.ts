import type { FrameValue } from './frame.ts';
import {
  kurtosis,
  maximum,
  mean,
  median,
  minimum,
  percentile,
  type Interpolation,
  skewness,
  sum,
  variance,
} from './stats.ts';
import { isPresentNumber } from './values.ts';

/** The rolling functions Superset allows, over the present numbers of one window. */
export const ROLLING_FUNCTIONS = [
  'count',
  'kurt',
  'max',
  'mean',
  'median',
  'min',
  'std',
  'skew',
  'sum',
  'var',
  'quantile',
] as const;
export type RollingFunction = (typeof ROLLING_FUNCTIONS)[number];

/** How a window is laid out and when it yields a value (pandas `rolling(window, min_periods, center)`). */
export interface WindowSpec {
  window: number;
  minPeriods: number;
  center: boolean;
}

type WindowReducer = (numbers: number[]) => number;

/** `rolling_type_options` per function: `ddof` for std/var, `quantile`/`interpolation` for quantile. */
export function windowReducer(kind: RollingFunction, options: Record<string, unknown>): WindowReducer {
  const ddof = typeof options.ddof === 'number' ? options.ddof : 1;
  const q = typeof options.quantile === 'number' ? options.quantile : 0.5;
  const interpolation = (typeof options.interpolation === 'string' ? options.interpolation : 'linear') as Interpolation;
  const reducers: Record<RollingFunction, WindowReducer> = {
    count: (n) => n.length,
    sum,
    mean,
    median,
    min: minimum,
    max: maximum,
    std: (n) => Math.sqrt(variance(n, ddof)),
    var: (n) => variance(n, ddof),
    skew: skewness,
    kurt: kurtosis,
    quantile: (n) => percentile(n, q * 100, interpolation),
  };
  return reducers[kind];
}

/**
 * One column through a rolling window: each row's window covers the `window` rows ending at it (or centred on
 * it), missing values are skipped, and a row with fewer than `minPeriods` present values gets NaN. Sums and means
 * slide in O(n) with compensated addition, as pandas does; other functions recompute each window.
 */
export function rollColumn(
  values: readonly FrameValue[],
  spec: WindowSpec,
  kind: RollingFunction,
  reduce: WindowReducer,
): number[] {
  if (kind === 'sum' || kind === 'mean' || kind === 'count') return slidingSum(values, spec, kind);
  const result: number[] = new Array<number>(values.length);
  const offset = spec.center ? Math.floor((spec.window - 1) / 2) : 0;
  for (let row = 0; row < values.length; row += 1) {
    const end = Math.min(values.length, row + 1 + offset);
    const window: number[] = [];
    for (let i = Math.max(0, end - spec.window); i < end; i += 1) {
      const value = values[i];
      if (isPresentNumber(value)) window.push(value);
    }
    result[row] = window.length >= spec.minPeriods && window.length > 0 ? reduce(window) : Number.NaN;
  }
  return result;
}

function slidingSum(values: readonly FrameValue[], spec: WindowSpec, kind: 'sum' | 'mean' | 'count'): number[] {
  const result: number[] = new Array<number>(values.length);
  const offset = spec.center ? Math.floor((spec.window - 1) / 2) : 0;
  let total = 0;
  let compensation = 0;
  let count = 0;
  const add = (value: number, sign: 1 | -1) => {
    const y = sign * value - compensation;
    const t = total + y;
    compensation = t - total - y;
    total = t;
    count += sign;
  };
  let start = 0;
  let end = 0;
  for (let row = 0; row < values.length; row += 1) {
    const nextEnd = Math.min(values.length, row + 1 + offset);
    for (; end < nextEnd; end += 1) if (isPresentNumber(values[end])) add(values[end] as number, 1);
    for (; start < nextEnd - spec.window; start += 1)
      if (isPresentNumber(values[start])) add(values[start] as number, -1);
    if (count === 0) total = compensation = 0;
    const enough = count >= spec.minPeriods;
    if (kind === 'count') result[row] = enough ? count : Number.NaN;
    else if (kind === 'sum') result[row] = enough ? total : Number.NaN;
    else result[row] = enough && count > 0 ? total / count : Number.NaN;
  }
  return result;
}
