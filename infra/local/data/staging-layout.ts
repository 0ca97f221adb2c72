import { BOOLEAN, DOUBLE, VARCHAR } from '@duckdb/node-api';
import type { DuckDBType } from '@duckdb/node-api';
import type { ExampleColumn, ExampleColumnType } from '#shared/examples/types.ts';

/** Separates the text cells of one row inside the packed `__text` column. */
export const TEXT_SEPARATOR = '\u001f';
/** Stands for a NULL text cell inside `__text`. */
export const TEXT_NULL = '\u001e';

/** Where one catalog column's cells go in the staging table. */
export interface StagingSlot {
  /** True for VARCHAR cells, which are packed into `__text`. */
  text: boolean;
  /** Vector index (numbers and booleans) or position in the packed text (VARCHAR). */
  index: number;
  /** True for cells staged as DOUBLE (every numeric and temporal type). */
  numeric: boolean;
}

/**
 * How a table is staged in DuckDB before it becomes Parquet. Numbers and booleans get one DOUBLE or BOOLEAN
 * column each: their vectors are typed arrays copied in one call per chunk. All VARCHAR cells of a row are
 * joined into one `__text` string, because every string crosses into DuckDB through its own native call and
 * one call per row is several times cheaper than one per cell. A NULL number is staged as NaN: marking a
 * vector entry invalid costs far more than writing a value. The copy query splits, casts and restores NULLs.
 */
export interface StagingLayout {
  slots: StagingSlot[];
  /** Staging column names and types, in vector order (`__text` last when present). */
  columns: { name: string; type: DuckDBType }[];
  textCount: number;
}

/** The staging layout of a table's physical columns. */
export function stagingLayout(physical: readonly ExampleColumn[]): StagingLayout {
  const columns: StagingLayout['columns'] = [];
  let textCount = 0;
  const slots = physical.map((column): StagingSlot => {
    if (column.type === 'VARCHAR') return { text: true, numeric: false, index: textCount++ };
    const numeric = column.type !== 'BOOLEAN';
    columns.push({ name: column.name, type: numeric ? DOUBLE : BOOLEAN });
    return { text: false, numeric, index: columns.length - 1 };
  });
  if (textCount > 0) columns.push({ name: '__text', type: VARCHAR });
  return { slots, columns, textCount };
}

/** Double-quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function restoreType(quotedName: string, type: ExampleColumnType): string {
  switch (type) {
    case 'BIGINT':
    case 'INTEGER':
      return `CAST(${quotedName} AS ${type})`;
    case 'TIMESTAMP':
      return `epoch_ms(CAST(${quotedName} AS BIGINT))`;
    case 'DATE':
      return `CAST(epoch_ms(CAST(${quotedName} AS BIGINT)) AS DATE)`;
    default:
      return quotedName;
  }
}

/**
 * `SELECT` of the catalog columns, in catalog order and types, from the staging table, sorted by `sortBy`
 * and then by staging order (rowid), so equal sort keys never make the output order vary.
 */
export function restoreQuery(
  physical: readonly ExampleColumn[],
  layout: StagingLayout,
  stageTable: string,
  sortBy: readonly string[],
): string {
  const projection = physical.map((column, position) => {
    const slot = layout.slots[position] as StagingSlot;
    const quoted = quoteIdentifier(column.name);
    if (slot.text) return `NULLIF(__parts[${slot.index + 1}], chr(30)) AS ${quoted}`;
    if (column.type === 'BOOLEAN') return `${quoted} AS ${quoted}`;
    return `${restoreType(`(CASE WHEN isnan(${quoted}) THEN NULL ELSE ${quoted} END)`, column.type)} AS ${quoted}`;
  });
  const parts = layout.textCount > 0 ? `, string_split(__text, chr(31)) AS __parts` : '';
  const ordering = [...sortBy.map(quoteIdentifier), '__rowid'].join(', ');
  return `SELECT ${projection.join(', ')} FROM (SELECT *, rowid AS __rowid${parts} FROM ${stageTable}) ORDER BY ${ordering}`;
}
