import * as z from 'zod';
import { invalidPostProcessing, parseOptions } from './errors.ts';
import { type Label, requireColumns, type Table } from './table.ts';
import { isMissing, pythonLabelText } from './values.ts';

/** Superset's separator between the levels of a flattened column name. */
export const FLAT_COLUMN_SEPARATOR = ', ';

const RenameOptions = z.object({
  columns: z.record(z.string(), z.string().nullable()).nullish(),
  inplace: z.boolean().nullish(),
  level: z.number().int().nullish(),
});

/**
 * `rename`: relabels columns through `columns` (old -> new; null blanks a label, which `flatten` then skips).
 * With `level` only that level of a multi-level label is relabelled, otherwise every level (pandas `rename`).
 * `inplace` only matters to pandas' memory and is accepted for compatibility.
 */
export function rename(table: Table, rawOptions: unknown): Table {
  const { columns, level } = parseOptions('rename', RenameOptions, rawOptions);
  if (!columns || !Object.keys(columns).length) return table;
  requireColumns(table, Object.keys(columns));
  if (level !== null && level !== undefined && (level < 0 || level >= table.levels)) {
    throw invalidPostProcessing(`Too many levels: Index has only ${table.levels} levels, not ${level + 1}`);
  }
  const relabel = (label: Label, at: number): Label =>
    (level === null || level === undefined || level === at) &&
    typeof label === 'string' &&
    Object.hasOwn(columns, label)
      ? columns[label]!
      : label;
  return { ...table, keys: table.keys.map((key) => key.map(relabel)) };
}

const FlattenOptions = z.object({
  reset_index: z.boolean().nullish(),
  drop_levels: z.array(z.number().int()).nullish(),
});

/** Python's `str()` of a label with the separator's comma escaped, as Superset writes flattened names. */
function escapedCell(label: Label): string {
  return (typeof label === 'string' ? label : pythonLabelText(label)).replaceAll(',', '\\,');
}

/**
 * `flatten`: drops `drop_levels`, then joins multi-level labels into one name with `, ` (missing levels left
 * out, commas inside a level escaped as `\,`), and with `reset_index` (default) moves the row index back to
 * leading columns.
 */
export function flatten(table: Table, rawOptions: unknown): Table {
  const options = parseOptions('flatten', FlattenOptions, rawOptions);
  const flat = table.levels > 1 ? joinLevels(dropLevels(table, options.drop_levels ?? [])) : table;
  return options.reset_index === false ? flat : resetIndex(flat);
}

function dropLevels(table: Table, drop: number[]): Table {
  if (!drop.length) return table;
  const dropped = new Set(drop.map((level) => (level < 0 ? table.levels + level : level)));
  if ([...dropped].some((level) => level < 0 || level >= table.levels) || dropped.size >= table.levels) {
    throw invalidPostProcessing(`Cannot drop levels ${drop.join(', ')} from columns with ${table.levels} levels`);
  }
  const keys = table.keys.map((key) => key.filter((_, level) => !dropped.has(level)));
  return { ...table, keys, levels: table.levels - dropped.size };
}

function joinLevels(table: Table): Table {
  const keys = table.keys.map((key) => [
    key
      .filter((label) => !isMissing(label))
      .map(escapedCell)
      .join(FLAT_COLUMN_SEPARATOR),
  ]);
  return { ...table, keys, levels: 1 };
}

/** Moves the index levels to leading columns and leaves a RangeIndex (`reset_index`). */
export function resetIndex(table: Table): Table {
  if (!table.index.length) return table;
  const pad = Array<Label>(table.levels - 1).fill('');
  return {
    ...table,
    index: [],
    keys: [...table.index.map((level) => [level.name, ...pad]), ...table.keys],
    columns: [...table.index.map((level) => level.values), ...table.columns],
  };
}
