/**
 * Annotation date-times as Superset keeps them: naive datetimes (no time zone), written back in Python's
 * `isoformat` (`2024-01-31T09:30:00`, microseconds only when there are some). Requests may send any ISO 8601
 * date-time; one with an offset (`Z`, `+02:00`) is taken to UTC first, as Superset stores UTC.
 */

/** `YYYY-MM-DD`, `T` or a space, `HH:MM`, optional seconds and fraction, optional `Z` or `±HH[:]MM`. */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Minutes east of UTC of an ISO offset (`Z`, `+02`, `+0230`, `-05:00`). */
function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return offset.startsWith('-') ? -minutes : minutes;
}

/**
 * A date-time in Superset's naive form, or undefined when `text` is no ISO 8601 date-time (marshmallow's
 * `DateTime` refuses it: `Not a valid datetime.`), including impossible dates such as February 30th.
 */
export function naiveDateTime(text: string): string | undefined {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '', offset] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const local = Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]);
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== parts[0] ||
    check.getUTCMonth() !== parts[1] - 1 ||
    check.getUTCDate() !== parts[2] ||
    parts[3] > 23 ||
    parts[4] > 59 ||
    parts[5] > 59
  ) {
    return undefined;
  }
  const utc = new Date(local - (offset ? offsetMinutes(offset) : 0) * 60_000);
  const date = `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
  const time = `${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}:${pad(utc.getUTCSeconds())}`;
  const micros = fraction.slice(0, 6).padEnd(6, '0');
  return `${date}T${time}${/^0+$/.test(micros) ? '' : `.${micros}`}`;
}

/**
 * Epoch milliseconds of a naive date-time read as UTC, as Superset's chart data JSON writes datetimes
 * (`json_int_dttm_ser`); microseconds stay as a fraction of a millisecond.
 */
export function naiveEpochMs(naive: string): number {
  const [whole = '', fraction = ''] = naive.split('.');
  return Date.parse(`${whole}Z`) + Number(fraction.padEnd(6, '0')) / 1000;
}
