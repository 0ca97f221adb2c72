import * as z from 'zod';
import { AggregatesOption, resolveAggregates } from './aggregate-spec.ts';
import { parseOptions } from './errors.ts';
import { groupRows, pick } from './grouping.ts';
import { columnValues, requireColumns, type Table } from './table.ts';

const AggregateOptions = z.object({
  groupby: z.array(z.string()).nullish(),
  aggregates: AggregatesOption.nullish(),
});

/**
 * `aggregate`: groups by `groupby` (rows with a missing key are dropped, groups sorted by key) and reduces each
 * group with the `aggregates`; the result has the groupby columns then one column per aggregate, in option order.
 * Without groupby the whole frame is one group and yields one row (none for an empty frame).
 */
export function aggregate(table: Table, options: unknown): Table {
  const { groupby, aggregates } = parseOptions('aggregate', AggregateOptions, options);
  const keysBy = groupby ?? [];
  requireColumns(table, keysBy);
  const reducers = resolveAggregates(table, aggregates ?? {});
  const groups = groupRows(
    keysBy.map((name) => columnValues(table, name)),
    table.rowCount,
    true,
  );
  const keyColumns = keysBy.map((_, level) => groups.keys.map((key) => key[level] ?? null));
  const valueColumns = reducers.map(({ column, reduce }) => {
    const values = columnValues(table, column);
    return groups.rows.map((rows) => reduce(pick(values, rows)));
  });
  return {
    index: [],
    keys: [...keysBy, ...reducers.map((r) => r.name)].map((name) => [name]),
    columns: [...keyColumns, ...valueColumns],
    levels: 1,
    rowCount: groups.rows.length,
  };
}
