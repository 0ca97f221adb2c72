import * as z from 'zod';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import type { FrameValue } from './frame.ts';
import { columnValues, requireColumns, type Table, takeRows } from './table.ts';
import { compareValues, isMissing } from './values.ts';

const OneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);

const SortOptions = z.object({
  by: OneOrMany(z.string()).nullish(),
  ascending: OneOrMany(z.boolean()).nullish(),
  is_sort_index: z.boolean().nullish(),
  columns: z.record(z.string(), z.boolean()).nullish(),
});

/**
 * `sort`: by the row index (`is_sort_index`), by columns (`by` with `ascending`, each a value or a list), or by
 * the legacy `columns` map (name -> ascending). The sort is stable and missing values go last either way, as
 * pandas' `na_position='last'`.
 */
export function sort(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('sort', SortOptions, rawOptions);
  if (options.columns && Object.keys(options.columns).length) {
    requireColumns(table, Object.keys(options.columns));
    return sortRows(
      table,
      Object.keys(options.columns).map((name) => columnValues(table, name)),
      Object.values(options.columns),
    );
  }
  const ascending = options.ascending ?? true;
  if (options.is_sort_index) {
    const levels = table.index.map((level) => level.values);
    return sortRows(
      table,
      levels,
      levels.map((_, i) => (Array.isArray(ascending) ? (ascending[i] ?? true) : ascending)),
    );
  }
  const by = options.by === null || options.by === undefined ? [] : [options.by].flat();
  if (!by.length) return table;
  requireColumns(table, by);
  const directions = Array.isArray(ascending) ? ascending : by.map(() => ascending);
  if (directions.length !== by.length) {
    throw invalidPostProcessing(`Length of ascending (${directions.length}) != length of by (${by.length})`);
  }
  return sortRows(
    table,
    by.map((name) => columnValues(table, name)),
    directions,
  );
}

function sortRows(table: Table, keys: FrameValue[][], ascending: boolean[]): Table {
  const rows = Array.from({ length: table.rowCount }, (_, row) => row);
  rows.sort((a, b) => {
    for (let k = 0; k < keys.length; k += 1) {
      const x = keys[k]![a] ?? null;
      const y = keys[k]![b] ?? null;
      if (isMissing(x) || isMissing(y)) {
        const delta = compareValues(x, y);
        if (delta !== 0) return delta;
        continue;
      }
      const delta = compareValues(x, y);
      if (delta !== 0) return ascending[k] === false ? -delta : delta;
    }
    return 0;
  });
  return takeRows(table, rows);
}
