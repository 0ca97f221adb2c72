import type { EngineColumn, EngineRow, EngineValue } from '../../lib/ports/query-engine.ts';

/** Engine types whose values Superset's JSON carries as epoch milliseconds (TIME and INTERVAL stay text). */
const INSTANT_TYPE = /^(DATE|DATETIME|TIMESTAMP)\b/i;

const TEMPORAL_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|UTC|[+-]\d{2}(?::?\d{2})?)?$/;

/** Whether values of an engine type are instants (DATE, TIMESTAMP and its variants). */
export function isInstantType(engineType: string | null | undefined): boolean {
  return INSTANT_TYPE.test((engineType ?? '').trim());
}

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z' || zone === 'UTC') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/**
 * The epoch milliseconds of an engine's DATE or TIMESTAMP text (`2008-01-01`, `2008-01-01T10:00:00.250`,
 * `2008-01-01 10:00:00.000 UTC`, `...+02`); values without a zone are UTC, as the engines hand them over.
 * Anything else (infinity, null) comes back unchanged.
 */
export function toEpochMs(value: EngineValue): EngineValue {
  if (typeof value !== 'string') return value;
  const match = TEMPORAL_TEXT.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    millis,
  );
  return utc - offsetMinutes(zone) * 60_000;
}

/** How one engine column becomes a record field: its label and whether its values turn into epoch ms. */
interface FieldPlan {
  label: string;
  instant: boolean;
}

/**
 * Rows as records keyed by label: engine column names are mapped back to the labels the query asked for
 * (Athena lower-cases aliases), instants become epoch milliseconds as in Superset's JSON.
 */
export function rowsToRecords(
  columns: readonly EngineColumn[],
  rows: readonly EngineRow[],
  labelOf: (engineName: string) => string,
): Record<string, EngineValue>[] {
  const plan: FieldPlan[] = columns.map((column) => ({
    label: labelOf(column.name),
    instant: isInstantType(column.type),
  }));
  return rows.map((row) => {
    const record: Record<string, EngineValue> = {};
    plan.forEach((field, index) => {
      const value = row[index] ?? null;
      record[field.label] = field.instant ? toEpochMs(value) : value;
    });
    return record;
  });
}
