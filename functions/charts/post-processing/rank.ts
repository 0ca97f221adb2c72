import * as z from 'zod';
import { parseOptions } from './errors.ts';
import type { FrameValue } from './frame.ts';
import { groupRows } from './grouping.ts';
import { assignColumns, columnValues, requireColumns, type Table } from './table.ts';
import { compareValues, isMissing } from './values.ts';

const RankOptions = z.object({
  metric: z.string(),
  group_by: z.union([z.string(), z.array(z.string())]).nullish(),
});

/**
 * Percentile ranks of some rows' values, pandas' `rank(pct=True)`: tied values share the average of their
 * 1-based positions, each rank is divided by the number of present values, and missing values stay missing.
 */
function percentileRanks(values: readonly FrameValue[], rows: readonly number[], ranks: FrameValue[]): void {
  const present = rows.filter((row) => !isMissing(values[row]));
  present.sort((a, b) => compareValues(values[a]!, values[b]!) || a - b);
  let start = 0;
  while (start < present.length) {
    let end = start + 1;
    while (end < present.length && compareValues(values[present[start]!]!, values[present[end]!]!) === 0) end += 1;
    // Positions start..end-1 (0-based) are tied: their average 1-based position is the midpoint.
    const average = (start + 1 + end) / 2;
    for (let i = start; i < end; i += 1) ranks[present[i]!] = average / present.length;
    start = end;
  }
}

/**
 * `rank`: adds a `rank` column holding the percentile rank of `metric` within each `group_by` group (over all
 * rows without one), as Superset's `df.groupby(group_by)[metric].rank(pct=True)`. Rows with a missing group key
 * or metric value get a missing rank, as pandas gives NaN.
 */
export function rank(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('rank', RankOptions, rawOptions);
  // Superset groups only `if group_by:`, so an empty name or list ranks over all rows.
  const groupBy = typeof options.group_by === 'string' ? [options.group_by].filter(Boolean) : (options.group_by ?? []);
  requireColumns(table, [options.metric, ...groupBy]);
  const values = columnValues(table, options.metric);
  const keyColumns = groupBy.map((name) => columnValues(table, name));
  const ranks: FrameValue[] = new Array<FrameValue>(table.rowCount).fill(null);
  for (const rows of groupRows(keyColumns, table.rowCount, true).rows) percentileRanks(values, rows, ranks);
  return assignColumns(table, [['rank']], [ranks]);
}
