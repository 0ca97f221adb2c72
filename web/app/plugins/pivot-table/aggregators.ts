/** Superset's pivot aggregation functions, in its order. */
export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** What a fraction is taken of: the grand total, the cell's row total or its column total. */
export type FractionOf = 'total' | 'row' | 'col';

const numbers = (values: readonly unknown[]) =>
  values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function variance(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = sum(values) / values.length;
  return sum(values.map((v) => (v - mean) ** 2)) / (values.length - 1);
}

const uniques = (values: readonly unknown[]) => [
  ...new Set(values.filter((v) => v !== null && v !== undefined).map(String)),
];

/** The plain aggregations of a cell's values (a fraction's numerator is its Sum or Count). */
const PLAIN: Record<string, (values: readonly unknown[]) => number | string | null> = {
  Count: (values) => values.length,
  'Count Unique Values': (values) => uniques(values).length,
  'List Unique Values': (values) => uniques(values).join(', '),
  Sum: (values) => sum(numbers(values)),
  Average: (values) => (numbers(values).length ? sum(numbers(values)) / numbers(values).length : null),
  Median: (values) => median(numbers(values)),
  'Sample Variance': (values) => variance(numbers(values)),
  'Sample Standard Deviation': (values) => {
    const v = variance(numbers(values));
    return v === null ? null : Math.sqrt(v);
  },
  Minimum: (values) => (numbers(values).length ? Math.min(...numbers(values)) : null),
  Maximum: (values) => (numbers(values).length ? Math.max(...numbers(values)) : null),
  First: (values) => (values[0] as number | string | undefined) ?? null,
  Last: (values) => (values[values.length - 1] as number | string | undefined) ?? null,
};

/** An aggregation: how a cell's values become one value, and whether it is a fraction of some total. */
export interface Aggregator {
  name: AggregateFunction;
  aggregate: (values: readonly unknown[]) => number | string | null;
  fractionOf?: FractionOf;
}

/** The aggregation of a name; an unknown name is Sum, Superset's default. */
export function aggregatorOf(name: unknown): Aggregator {
  const known = AGGREGATE_FUNCTIONS.find((fn) => fn === name) ?? 'Sum';
  const fraction = /^(Sum|Count) as Fraction of (Total|Rows|Columns)$/.exec(known);
  if (!fraction) return { name: known, aggregate: PLAIN[known]! };
  const fractionOf: FractionOf = fraction[2] === 'Total' ? 'total' : fraction[2] === 'Rows' ? 'row' : 'col';
  return { name: known, aggregate: PLAIN[fraction[1]!]!, fractionOf };
}
