import * as z from 'zod';
import { parseOptions } from './errors.ts';
import { rename } from './labels.ts';
import { positionsOf, requireColumns, type Table } from './table.ts';

const SelectOptions = z.object({
  columns: z.array(z.string()).nullish(),
  exclude: z.array(z.string()).nullish(),
  rename: z.record(z.string(), z.string()).nullish(),
});

/** The columns at `positions`, in that order, rows and index untouched. */
const keepPositions = (table: Table, positions: readonly number[]): Table => ({
  ...table,
  keys: positions.map((position) => table.keys[position]!),
  columns: positions.map((position) => table.columns[position]!),
});

/**
 * `select`: keeps `columns` (in that order), then drops `exclude`, then relabels through `rename` (old -> new),
 * as Superset's pandas `select` does; options naming a column the frame lacks are refused.
 */
export function select(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('select', SelectOptions, rawOptions);
  requireColumns(table, [...(options.columns ?? []), ...(options.exclude ?? []), ...Object.keys(options.rename ?? {})]);
  const chosen = options.columns?.length ? keepPositions(table, positionsOf(table, options.columns)) : table;
  const excluded = new Set(options.exclude ?? []);
  const kept = excluded.size
    ? keepPositions(
        chosen,
        chosen.keys.flatMap((key, position) => (excluded.has(key[0] as string) ? [] : [position])),
      )
    : chosen;
  return options.rename ? rename(kept, { columns: options.rename }) : kept;
}
