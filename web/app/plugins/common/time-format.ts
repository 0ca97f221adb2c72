import { utcFormat } from 'd3-time-format';

/** Superset's adaptive time format id, the default of every time format control. */
export const SMART_DATE = 'smart_date';

/** A time formatter: epoch milliseconds or a date string in, text out; never throws. */
export type TimeFormatter = (value: number | string | Date | null | undefined) => string;

/** Superset's `D3_TIME_FORMAT_OPTIONS`, in its order. */
export const TIME_FORMAT_CHOICES: readonly (readonly [string, string])[] = [
  [SMART_DATE, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%d.%m.%Y', '%d.%m.%Y | 14.01.2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

const smartParts = {
  millisecond: utcFormat('.%Lms'),
  second: utcFormat(':%Ss'),
  minute: utcFormat('%I:%M'),
  hour: utcFormat('%I %p'),
  day: utcFormat('%a %d'),
  week: utcFormat('%b %d'),
  month: utcFormat('%B'),
  year: utcFormat('%Y'),
};

/**
 * Superset's smart date: the coarsest unit the instant is not a round value of decides the format, so an axis
 * of months reads "January, February" and an axis of hours "01 PM".
 */
function smartDate(date: Date): string {
  if (date.getUTCMilliseconds() !== 0) return smartParts.millisecond(date);
  if (date.getUTCSeconds() !== 0) return smartParts.second(date);
  if (date.getUTCMinutes() !== 0) return smartParts.minute(date);
  if (date.getUTCHours() !== 0) return smartParts.hour(date);
  if (date.getUTCDate() !== 1) return date.getUTCDay() !== 0 ? smartParts.day(date) : smartParts.week(date);
  if (date.getUTCMonth() !== 0) return smartParts.month(date);
  return smartParts.year(date);
}

/** A date from epoch milliseconds, a numeric string or an ISO-like string (read as UTC when it has no zone). */
export function toDate(value: number | string | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const trimmed = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return new Date(Number(trimmed));
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed);
  const isoLike = /^\d{4}-\d{2}-\d{2}[T ]\d/.test(trimmed);
  return new Date(isoLike && !hasZone ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
}

const cache = new Map<string, (date: Date) => string>();

/**
 * Superset's `getTimeFormatter`: `smart_date` (default) or a d3-time-format string, always in UTC as Superset's
 * charts show times. null and undefined come out as Superset writes them; an unreadable date as written.
 */
export function getTimeFormatter(format?: string | null): TimeFormatter {
  const key = format?.trim() ? format : SMART_DATE;
  let fn = cache.get(key);
  if (!fn) {
    fn = key === SMART_DATE ? smartDate : utcFormat(key);
    cache.set(key, fn);
  }
  const formatDate = fn;
  return (value) => {
    if (value === null || value === undefined) return `${value}`;
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? String(value) : formatDate(date);
  };
}
