import { BadRequestError } from '../errors.ts';
import { addUnits, startOfDay, type TimeUnit } from './calendar.ts';

const UNIT_PATTERN = '(second|minute|hour|day|week|month|quarter|year)s?';
const BARE_PERIOD = new RegExp(`^\\s*([0-9]+)\\s+${UNIT_PATTERN}\\s*$`, 'i');
const RELATIVE_PHRASE = new RegExp(`^([0-9]+)\\s+${UNIT_PATTERN}\\s+(ago|later|from now)$`, 'i');
const ISO_INSTANT =
  /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const SUB_DAY_UNITS: ReadonlySet<TimeUnit> = new Set(['hour', 'minute', 'second']);

/** The 400 Superset answers for a period without a direction (`7 days`: ago or later?). */
export function ambiguousTimeError(text: string): BadRequestError {
  return new BadRequestError(`Time string is ambiguous. Please specify [${text} ago] or [${text} later].`);
}

/** The 400 Superset answers for a phrase no rule understands. */
export function unparseableTimeError(text: string): BadRequestError {
  return new BadRequestError(`Cannot parse time string [${text}]`);
}

/**
 * An instant from the free text inside `DATETIME("...")` or one side of a range: ISO dates and
 * datetimes (UTC unless an offset is given), `now`, `today`, `yesterday`, `tomorrow`, and
 * `N <unit>s ago|later|from now`. Day-sized periods count from today's midnight, sub-day
 * periods from now, as Superset's parser does.
 */
export function parseHumanDatetime(text: string, now: Date): Date {
  const trimmed = text.trim();
  if (BARE_PERIOD.test(trimmed)) throw ambiguousTimeError(trimmed);
  const instant = parseIsoInstant(trimmed) ?? parseKeyword(trimmed, now) ?? parseRelativePhrase(trimmed, now);
  if (!instant) throw unparseableTimeError(trimmed);
  return instant;
}

function parseKeyword(text: string, now: Date): Date | undefined {
  switch (text.toLowerCase()) {
    case 'now':
      return new Date(now.getTime());
    case 'today':
      return startOfDay(now);
    case 'yesterday':
      return addUnits(startOfDay(now), -1, 'day');
    case 'tomorrow':
      return addUnits(startOfDay(now), 1, 'day');
    default:
      return undefined;
  }
}

function parseRelativePhrase(text: string, now: Date): Date | undefined {
  const match = RELATIVE_PHRASE.exec(text);
  if (!match) return undefined;
  const unit = match[2]!.toLowerCase() as TimeUnit;
  const amount = Number(match[1]) * (match[3]!.toLowerCase() === 'ago' ? -1 : 1);
  const base = SUB_DAY_UNITS.has(unit) ? now : startOfDay(now);
  return addUnits(base, amount, unit);
}

/** ISO 8601 dates and datetimes, partial ones included (`2020`, `2020-05`); undefined when not ISO. */
export function parseIsoInstant(text: string): Date | undefined {
  const match = ISO_INSTANT.exec(text);
  if (!match) return undefined;
  const [year, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const millis = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(year!, month - 1, day, hour, minute, second, millis);
  const date = new Date(local - offsetMinutes(match[8]) * 60_000);
  return isRealCalendarDate(local, year!, month, day, hour, minute, second) ? date : undefined;
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
}

/** Date.UTC rolls Feb 30 over to Mar 2; a real date survives the round trip unchanged. */
function isRealCalendarDate(utc: number, ...parts: number[]): boolean {
  const date = new Date(utc);
  const [year, month, day, hour, minute, second] = parts;
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
