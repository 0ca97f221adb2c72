import * as z from 'zod';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import type { FrameValue } from './frame.ts';
import { type ColumnKey, dropColumns, positionsOf, requireColumns, type Table } from './table.ts';
import { isPresentNumber, roundHalfEven, tupleKey } from './values.ts';

/** Superset's separator in time-comparison column names (`difference__SUM(num)__SUM(num)__1 year ago`). */
export const TIME_COMPARISON = '__';

const CompareOptions = z.object({
  source_columns: z.array(z.string()),
  compare_columns: z.array(z.string()),
  compare_type: z.string(),
  drop_original_columns: z.boolean().nullish(),
  precision: z.number().int().min(0).nullish(),
});

type Comparer = (source: number, other: number, precision: number) => number;

/**
 * `difference` is source minus compared; `percentage` (source - compared) / compared and `ratio` source /
 * compared, both rounded to `precision` (4) decimals. `absolute` is the legacy name of `difference`.
 */
const COMPARERS: Record<string, Comparer> = {
  difference: (s, c) => s - c,
  absolute: (s, c) => s - c,
  percentage: (s, c, precision) => roundHalfEven((s - c) / c, precision),
  ratio: (s, c, precision) => roundHalfEven(s / c, precision),
};

/**
 * `compare`: for each (source, compare) pair adds `<type>__<source>__<compare>`, aligned series by series when the
 * labels have several levels (a pivoted frame), then drops the originals when `drop_original_columns`.
 * `values` (Superset's "actual values", which sends no compare at all) leaves the frame as it is.
 */
export function compare(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('compare', CompareOptions, rawOptions);
  const { source_columns: sources, compare_columns: targets, compare_type: type } = options;
  requireColumns(table, [...sources, ...targets]);
  if (sources.length !== targets.length) {
    throw invalidPostProcessing('`compare_columns` must have the same length as `source_columns`.');
  }
  if (type === 'values') return table;
  const comparer = Object.hasOwn(COMPARERS, type) ? COMPARERS[type] : undefined;
  if (!comparer) throw invalidPostProcessing('`compare_type` must be `difference`, `percentage` or `ratio`');
  if (!sources.length) return table;
  const precision = options.precision ?? 4;
  const added = sources.flatMap((source, i) =>
    comparePair(table, source, targets[i]!, type, (s, c) => comparer(s, c, precision)),
  );
  const result = {
    ...table,
    keys: [...table.keys, ...added.map((column) => column.key)],
    columns: [...table.columns, ...added.map((column) => column.values)],
  };
  return options.drop_original_columns ? dropColumns(result, [...sources, ...targets]) : result;
}

function comparePair(
  table: Table,
  source: string,
  target: string,
  type: string,
  compute: (source: number, other: number) => number,
): { key: ColumnKey; values: FrameValue[] }[] {
  const name = [type, source, target].join(TIME_COMPARISON);
  const targetBySeries = new Map(
    positionsOf(table, [target]).map((p) => [tupleKey(table.keys[p]!.slice(1)), table.columns[p]!]),
  );
  return positionsOf(table, [source]).map((p) => {
    const rest = table.keys[p]!.slice(1);
    const other = targetBySeries.get(tupleKey(rest));
    const values = table.columns[p]!.map((value, row) => {
      const compared = other?.[row];
      return isPresentNumber(value) && isPresentNumber(compared) ? compute(value, compared) : Number.NaN;
    });
    return { key: [name, ...rest], values };
  });
}
