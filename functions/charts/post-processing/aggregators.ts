import type { FrameValue } from './frame.ts';
import { type Interpolation, maximum, mean, median, minimum, percentile, product, sum, variance } from './stats.ts';
import { isMissing, isPresentNumber, presentNumbers } from './values.ts';

/** Reduces one group's values of one column to a cell. */
export type Reducer = (values: readonly FrameValue[]) => FrameValue;

type Options = Record<string, unknown>;

/** Numbers with missing cells kept as NaN, for numpy functions that propagate NaN instead of skipping it. */
function numbersWithNaN(values: readonly FrameValue[]): number[] {
  return values.map((value) => (isPresentNumber(value) ? value : Number.NaN));
}

function numberOption(options: Options, name: string, fallback: number): number {
  const value = options[name];
  return typeof value === 'number' ? value : fallback;
}

function interpolationOption(options: Options): Interpolation {
  const value = options.method ?? options.interpolation;
  return typeof value === 'string' ? (value as Interpolation) : 'linear';
}

function positionOf(values: readonly FrameValue[], pick: (numbers: number[]) => number): number {
  const target = pick(presentNumbers(values));
  return Number.isNaN(target) ? Number.NaN : values.findIndex((value) => value === target);
}

function firstPresent(values: readonly FrameValue[]): FrameValue {
  return values.find((value) => !isMissing(value)) ?? null;
}

const skipping =
  (reduce: (numbers: number[]) => number): Reducer =>
  (values) =>
    reduce(presentNumbers(values));
const propagating =
  (reduce: (numbers: number[]) => number): Reducer =>
  (values) =>
    reduce(numbersWithNaN(values));

/**
 * The operators Superset's `aggregates` accept (its NUMPY_FUNCTIONS) with the NaN behaviour they show when pandas
 * applies them to a group: `sum`, `mean`, `min`, `max`, `prod`, `std`, `var` skip missing values (they dispatch to
 * the pandas method); `median`, `percentile` and `average` return NaN when a value is missing (plain numpy);
 * the `nan*` variants skip; `count` counts rows, missing ones included (`np.ma.count`). `std`/`var` use numpy's
 * `ddof=0` unless `options.ddof` says otherwise. `first`/`last` (first/last non-missing value) are Skyset additions.
 */
const factories: Record<string, (options: Options) => Reducer> = {
  average: () => propagating(mean),
  argmin: () => (values) => positionOf(values, minimum),
  argmax: () => (values) => positionOf(values, maximum),
  count: () => (values) => values.length,
  count_nonzero: () => (values) => presentNumbers(values).filter((value) => value !== 0).length,
  max: () => skipping(maximum),
  min: () => skipping(minimum),
  mean: () => skipping(mean),
  median: () => propagating(median),
  sum: () => skipping(sum),
  prod: () => skipping(product),
  product: () => skipping(product),
  nansum: () => skipping(sum),
  nanmin: () => skipping(minimum),
  nanmax: () => skipping(maximum),
  nanmean: () => skipping(mean),
  nanmedian: () => skipping(median),
  percentile: (o) => propagating((n) => percentile(n, numberOption(o, 'q', 50), interpolationOption(o))),
  nanpercentile: (o) => skipping((n) => percentile(n, numberOption(o, 'q', 50), interpolationOption(o))),
  std: (o) => skipping((n) => Math.sqrt(variance(n, numberOption(o, 'ddof', 0)))),
  var: (o) => skipping((n) => variance(n, numberOption(o, 'ddof', 0))),
  first: () => firstPresent,
  last: () => (values) => firstPresent([...values].reverse()),
};

/** The reducer for an operator name, or undefined when Superset would not know the function. */
export function reducerFor(operator: string, options: Options = {}): Reducer | undefined {
  const factory = Object.hasOwn(factories, operator) ? factories[operator] : undefined;
  return factory?.(options);
}
