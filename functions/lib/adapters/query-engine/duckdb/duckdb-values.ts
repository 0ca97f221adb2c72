import {
  DuckDBArrayValue,
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBListValue,
  DuckDBMapValue,
  DuckDBStructValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampValue,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { EngineColumn, EngineValue } from '../../../ports/query-engine.ts';

/** A JSON-compatible value: what nested LIST/STRUCT/MAP members become before serialisation. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const MICROS_PER_SECOND = 1_000_000n;

/**
 * The port's column description with DuckDB's own type name (`DECIMAL(18,3)`, `INTEGER[]`). DuckDB already
 * spells type keywords in upper case; upper-casing again would corrupt quoted STRUCT field and ENUM names.
 */
export function toEngineColumn(name: string, type: DuckDBType): EngineColumn {
  return { name, type: type.toString() };
}

/**
 * Converts one DuckDB value to the port's convention. Nested values (LIST, ARRAY, STRUCT, MAP)
 * become JSON text because the port's values are scalars, the same way Athena hands them over as text.
 */
export function toEngineValue(value: DuckDBValue): EngineValue {
  const json = toJsonValue(value);
  return json !== null && typeof json === 'object' ? JSON.stringify(json) : json;
}

function toJsonValue(value: DuckDBValue): JsonValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return fromBigInt(value);
  if (value instanceof DuckDBDecimalValue) return value.toDouble();
  if (value instanceof DuckDBDateValue) return value.isFinite ? value.toString() : infinityText(value.days > 0);
  if (value instanceof DuckDBListValue || value instanceof DuckDBArrayValue) return value.items.map(toJsonValue);
  if (value instanceof DuckDBStructValue) return fromEntries(Object.entries(value.entries));
  if (value instanceof DuckDBMapValue)
    return value.entries.map(({ key, value: item }) => ({ key: toJsonValue(key), value: toJsonValue(item) }));
  const micros = timestampMicros(value);
  if (micros !== undefined) return formatTimestamp(micros);
  // TIME, INTERVAL, UUID, BLOB, TIMESTAMPTZ and the rest read best in DuckDB's own text form.
  return value.toString();
}

/** Integers stay numbers while exact; beyond 2^53 they travel as decimal strings. */
function fromBigInt(value: bigint): number | string {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
}

function fromEntries(entries: [string, DuckDBValue][]): { [key: string]: JsonValue } {
  return Object.fromEntries(entries.map(([key, item]) => [key, toJsonValue(item)]));
}

function infinityText(positive: boolean): 'infinity' | '-infinity' {
  return positive ? 'infinity' : '-infinity';
}

/** Microseconds since the epoch for the zone-less timestamp classes; undefined for anything else. */
function timestampMicros(value: DuckDBValue): bigint | 'infinity' | '-infinity' | undefined {
  if (value instanceof DuckDBTimestampValue) return value.isFinite ? value.micros : infinityText(value.micros > 0n);
  if (value instanceof DuckDBTimestampSecondsValue) return value.seconds * MICROS_PER_SECOND;
  if (value instanceof DuckDBTimestampMillisecondsValue) return value.millis * 1000n;
  if (value instanceof DuckDBTimestampNanosecondsValue) return value.nanos / 1000n;
  return undefined;
}

/** Years 0000-9999, where `Date#toISOString` writes exactly the port's form (and fast: DuckDB's toParts is not). */
const FAST_MIN_MICROS = -62_167_219_200_000_000n;
const FAST_MAX_MICROS = 253_402_300_799_999_999n;

/** `YYYY-MM-DDTHH:MM:SS[.fff]`: millisecond precision, the fraction left out when it is zero. */
function formatTimestamp(micros: bigint | 'infinity' | '-infinity'): string {
  if (typeof micros === 'string') return micros;
  if (micros >= FAST_MIN_MICROS && micros <= FAST_MAX_MICROS) {
    // Floor to milliseconds, as the slow path does, also before 1970.
    const millis = micros / 1000n - (micros % 1000n < 0n ? 1n : 0n);
    const iso = new Date(Number(millis)).toISOString();
    return iso.endsWith('.000Z') ? iso.slice(0, 19) : iso.slice(0, 23);
  }
  const parts = new DuckDBTimestampValue(micros).toParts();
  const { year, month, day } = parts.date;
  const { hour, min, sec } = parts.time;
  const millis = Math.floor(parts.time.micros / 1000);
  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  const time = `${pad(hour, 2)}:${pad(min, 2)}:${pad(sec, 2)}`;
  return `${date}T${time}${millis === 0 ? '' : `.${pad(millis, 3)}`}`;
}

function pad(value: number, width: number): string {
  const digits = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${digits}` : digits;
}
