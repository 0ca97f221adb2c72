import type { ColumnInfo, Datum } from '@aws-sdk/client-athena';
import type { EngineColumn, EngineRow, EngineValue } from '../../../ports/query-engine.ts';

/** Athena hands every value over as text; this reads one by its column's Trino type. */
type Reader = (text: string) => EngineValue;

const asNumber: Reader = (text) => {
  const value = Number(text);
  // NaN and the infinities have no JSON form: they stay text.
  return Number.isFinite(value) ? value : text;
};

/** Integers stay numbers while exact; beyond 2^53 they travel as their digits. */
const asInteger: Reader = (text) => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
};

/** `2024-01-02 03:04:05.123456` -> `2024-01-02T03:04:05.123`: millisecond precision, no zero fraction. */
const asTimestamp: Reader = (text) => {
  const match = /^(\d{4,}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const millis = (match[3] ?? '').padEnd(3, '0').slice(0, 3);
  return `${match[1]}T${match[2]}${millis === '000' ? '' : `.${millis}`}`;
};

const READERS: Record<string, Reader> = {
  tinyint: asInteger,
  smallint: asInteger,
  integer: asInteger,
  int: asInteger,
  bigint: asInteger,
  float: asNumber,
  real: asNumber,
  double: asNumber,
  decimal: asNumber,
  boolean: (text) => text === 'true',
  timestamp: asTimestamp,
};

/** The port's value for one Athena datum; a datum without VarCharValue is SQL NULL. */
export function toEngineValue(datum: Datum | undefined, column: ColumnInfo): EngineValue {
  const text = datum?.VarCharValue;
  if (text === undefined) return null;
  // date, varchar, time, timestamp with time zone, array, row, map, json... are already in their port form: text.
  const read = READERS[baseType(column)];
  return read ? read(text) : text;
}

/** Converts one result row by its columns' types. */
export function toEngineRow(data: Datum[] | undefined, columns: ColumnInfo[]): EngineRow {
  return columns.map((column, index) => toEngineValue(data?.[index], column));
}

/** The port's column: Athena's type name upper case, with precision and scale for decimals as DuckDB writes them. */
export function toEngineColumn(column: ColumnInfo): EngineColumn {
  const type = (column.Type ?? 'unknown').toUpperCase();
  const sized = baseType(column) === 'decimal' && column.Precision !== undefined && !type.includes('(');
  return {
    name: column.Label ?? column.Name ?? '',
    type: sized ? `${type}(${column.Precision},${column.Scale ?? 0})` : type,
  };
}

/** True when a row repeats the column labels: Athena's header row at the top of a SELECT's first page. */
export function isHeaderRow(data: Datum[] | undefined, columns: ColumnInfo[]): boolean {
  return (
    data !== undefined &&
    data.length === columns.length &&
    columns.every((column, index) => data[index]?.VarCharValue === (column.Label ?? column.Name))
  );
}

/** `decimal(18,3)` and `timestamp(6)` read like their base type; `timestamp(3) with time zone` stays zoned. */
function baseType(column: ColumnInfo): string {
  return (column.Type ?? '').toLowerCase().replace(/\(\d+(?:,\s*\d+)?\)/, '');
}
