/** Calendar units the time range grammar understands, smallest last. */
export const TIME_UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

const MS_PER: Record<'week' | 'day' | 'hour' | 'minute' | 'second', number> = {
  week: 7 * 86_400_000,
  day: 86_400_000,
  hour: 3_600_000,
  minute: 60_000,
  second: 1_000,
};

/** Whether `text` (any case) names a unit. */
export function isTimeUnit(text: string): text is TimeUnit {
  return (TIME_UNITS as readonly string[]).includes(text.toLowerCase());
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * Moves `months` calendar months, keeping the time of day and clamping the day to the target
 * month's length (Mar 31 minus one month is Feb 28 or 29), as Superset's relativedelta does.
 */
function addMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, monthIndex));
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, monthIndex, day);
  return result;
}

/** `date` moved by `amount` units (negative goes back); months, quarters and years are calendar-aware. */
export function addUnits(date: Date, amount: number, unit: TimeUnit): Date {
  switch (unit) {
    case 'year':
      return addMonths(date, amount * 12);
    case 'quarter':
      return addMonths(date, amount * 3);
    case 'month':
      return addMonths(date, amount);
    default:
      return new Date(date.getTime() + amount * MS_PER[unit]);
  }
}

/** Midnight (UTC) of the day holding `date`. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The start of the `unit` period holding `date`; weeks start on Monday. */
export function truncate(date: Date, unit: TimeUnit): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (unit) {
    case 'year':
      return new Date(Date.UTC(year, 0, 1));
    case 'quarter':
      return new Date(Date.UTC(year, month - (month % 3), 1));
    case 'month':
      return new Date(Date.UTC(year, month, 1));
    case 'week':
      return addUnits(startOfDay(date), -mondayOffset(date), 'day');
    case 'day':
      return startOfDay(date);
    default:
      return new Date(Math.floor(date.getTime() / MS_PER[unit]) * MS_PER[unit]);
  }
}

/** Days since the most recent Monday (0 on a Monday). */
function mondayOffset(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

/** Units LASTDAY accepts: the answer is always a whole day. */
export type LastDayUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';

/** Midnight of the last day of the `unit` period holding `date` (Sunday for weeks). */
export function lastDay(date: Date, unit: LastDayUnit): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (unit) {
    case 'year':
      return new Date(Date.UTC(year, 11, 31));
    case 'quarter':
      return new Date(Date.UTC(year, month - (month % 3) + 3, 0));
    case 'month':
      return new Date(Date.UTC(year, month + 1, 0));
    case 'week':
      return addUnits(truncate(date, 'week'), 6, 'day');
    case 'day':
      return startOfDay(date);
  }
}
