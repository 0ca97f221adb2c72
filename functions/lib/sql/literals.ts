import { BadRequestError } from '#shared/errors.ts';
import { GenericDataType, genericTypeOf } from '#shared/generic-data-type.ts';
import type { LiteralValue } from './dialect.ts';

/** What typed literal rendering needs of a dialect. */
export interface LiteralRenderer {
  stringLiteral(value: string): string;
  temporalLiteral(instant: Date, columnType?: string | null): string;
}

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TIME_TEXT = /^\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;
const INSTANT_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const TRUE_TEXTS = new Set(['true', '1']);
const FALSE_TEXTS = new Set(['false', '0']);

/** `'text'` with embedded single quotes doubled: the one escaping rule both DuckDB and Trino follow. */
export function quoteString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `"name"` with embedded double quotes doubled. */
export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function refuse(value: LiteralValue, kind: string): never {
  throw new BadRequestError(`Invalid value ${JSON.stringify(value)} for a ${kind} column`);
}

/** A bare number; text must be a plain decimal number, so `1 OR 1=1` can never reach a numeric position. */
function numericLiteral(value: Exclude<LiteralValue, null>): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : refuse(value, 'numeric');
  const text = value.trim();
  return NUMBER_TEXT.test(text) ? text : refuse(value, 'numeric');
}

function booleanLiteral(value: Exclude<LiteralValue, null>): string {
  const text = String(value).trim().toLowerCase();
  if (TRUE_TEXTS.has(text)) return 'TRUE';
  if (FALSE_TEXTS.has(text)) return 'FALSE';
  return refuse(value, 'boolean');
}

function offsetMinutes(offset: string | undefined): number {
  if (offset === undefined || offset.toUpperCase() === 'Z') return 0;
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || '0');
  return offset.startsWith('-') ? -minutes : minutes;
}

/**
 * The UTC instant of an ISO-8601 date or date-time (`2020-01-01`, `2020-01-01T10:00:00.123Z`, `2020-01-01 10:00`);
 * text without an offset is read as UTC, as Superset's naive datetimes are. Undefined when it is not such text.
 */
export function parseInstant(text: string): Date | undefined {
  const match = INSTANT_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const millis = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(local);
  // Date.UTC rolls 2020-02-31 over to March: a different day back means the text named no real date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  return new Date(local - offsetMinutes(match[8]) * 60_000);
}

function temporalValue(value: Exclude<LiteralValue, null>, columnType: string, dialect: LiteralRenderer): string {
  const type = columnType.trim().toUpperCase();
  if (type.startsWith('INTERVAL')) return dialect.stringLiteral(String(value));
  if (type.startsWith('TIME') && !type.startsWith('TIMESTAMP')) {
    const text = String(value).trim();
    return TIME_TEXT.test(text) ? `TIME ${quoteString(text)}` : refuse(value, 'time');
  }
  if (typeof value === 'boolean') return refuse(value, 'temporal');
  const instant = typeof value === 'number' ? new Date(value) : parseInstant(value);
  if (instant === undefined || Number.isNaN(instant.getTime())) return refuse(value, 'temporal');
  return dialect.temporalLiteral(instant, columnType);
}

function untypedLiteral(value: Exclude<LiteralValue, null>, dialect: LiteralRenderer): string {
  if (typeof value === 'number') return numericLiteral(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return dialect.stringLiteral(value);
}

/**
 * A filter value rendered for a column of the given engine type (see SqlDialect.literal). Without a type the
 * value's own JavaScript type decides, so a string is always quoted.
 */
export function typedLiteral(
  value: LiteralValue,
  columnType: string | null | undefined,
  dialect: LiteralRenderer,
): string {
  if (value === null) return 'NULL';
  if (columnType === null || columnType === undefined || columnType.trim() === '')
    return untypedLiteral(value, dialect);
  switch (genericTypeOf(columnType)) {
    case GenericDataType.NUMERIC:
      return numericLiteral(value);
    case GenericDataType.BOOLEAN:
      return booleanLiteral(value);
    case GenericDataType.TEMPORAL:
      return temporalValue(value, columnType, dialect);
    default:
      return dialect.stringLiteral(String(value));
  }
}

/** Whether a column type is a plain DATE (a DATE literal compares without a cast). */
export function isDateType(columnType: string | null | undefined): boolean {
  return (columnType ?? '').trim().toUpperCase() === 'DATE';
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `YYYY-MM-DD` of a UTC instant. */
export function utcDate(instant: Date): string {
  return `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;
}

/** `YYYY-MM-DD HH:MM:SS` of a UTC instant, with `.mmm` always or only when the milliseconds are not zero. */
export function utcDateTime(instant: Date, milliseconds: 'always' | 'when-set'): string {
  const time = `${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}`;
  const millis = instant.getUTCMilliseconds();
  const fraction = milliseconds === 'always' || millis !== 0 ? `.${pad(millis, 3)}` : '';
  return `${utcDate(instant)} ${time}${fraction}`;
}

/** Refuses an invalid Date before it becomes `NaN-NaN-NaN` in SQL. */
export function assertValidInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new BadRequestError('Invalid date or time value');
}
