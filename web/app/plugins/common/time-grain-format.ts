import { utcFormat } from 'd3-time-format';
import { getTimeFormatter, SMART_DATE, toDate, type TimeFormatter } from './time-format.ts';
import type { FormData } from '../types.ts';

/** Superset's `DATABASE_DATETIME`: how a time value is written when nothing else says how. */
export const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';

const MINUTE_FORMAT = '%Y-%m-%d %H:%M';
const DATE_FORMAT = '%Y-%m-%d';

/** Superset's `TimeFormatsForGranularity`: the format each time grain's values are written in. */
const GRAIN_FORMATS: Readonly<Record<string, string>> = {
  PT1S: DATABASE_DATETIME,
  PT5S: DATABASE_DATETIME,
  PT30S: DATABASE_DATETIME,
  PT1M: MINUTE_FORMAT,
  PT5M: MINUTE_FORMAT,
  PT10M: MINUTE_FORMAT,
  PT15M: MINUTE_FORMAT,
  PT30M: MINUTE_FORMAT,
  'PT0.5H': MINUTE_FORMAT,
  PT1H: '%Y-%m-%d %H:00',
  PT6H: '%Y-%m-%d %H:00',
  P1D: DATE_FORMAT,
  P1W: DATE_FORMAT,
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  'P0.25Y': '%Y Q%q',
  P1Y: '%Y',
};

const SECOND = 1000;
const FIXED_LENGTHS: Readonly<Record<string, number>> = {
  PT1S: SECOND,
  PT5S: 5 * SECOND,
  PT30S: 30 * SECOND,
  PT1M: 60 * SECOND,
  PT5M: 300 * SECOND,
  PT10M: 600 * SECOND,
  PT15M: 900 * SECOND,
  PT30M: 1800 * SECOND,
  'PT0.5H': 1800 * SECOND,
  PT1H: 3600 * SECOND,
  PT6H: 6 * 3600 * SECOND,
  P1D: 86400 * SECOND,
  P1W: 7 * 86400 * SECOND,
};
const MONTHS: Readonly<Record<string, number>> = { P1M: 1, P3M: 3, 'P0.25Y': 3, P1Y: 12 };

/** Week grains anchored on a day: starting (`1969-12-28T00:00:00Z/P1W`) or ending (`P1W/1970-01-03T00:00:00Z`) then. */
const isAnchoredWeek = (grain: string) => grain !== 'P1W' && grain.includes('P1W');
/** A week starting on a day is a period that starts at its value; one ending on a day is written as that day. */
const isWeekStarting = (grain: string) => isAnchoredWeek(grain) && grain.endsWith('/P1W');

/** The last millisecond of the period that starts at `start`, or undefined when the grain's value is not a period start. */
function periodEnd(start: Date, grain: string): Date | undefined {
  const fixed = isWeekStarting(grain) ? FIXED_LENGTHS.P1W : FIXED_LENGTHS[grain];
  if (fixed !== undefined) return new Date(start.getTime() + fixed - 1);
  const months = MONTHS[grain];
  return months === undefined
    ? undefined
    : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1) - 1);
}

/**
 * Superset's `getTimeFormatterForGranularity`: a value of a time grain written as its period, in the grain's format
 * ("Mar 2024", "2024 Q1", "2024"), and as a range when the period's first and last instants read differently
 * (a week: "2024-01-01 — 2024-01-07"). Unknown grains fall back to the adaptive format.
 */
export function getTimeFormatterForGranularity(grain: string | undefined): TimeFormatter {
  if (!grain) return getTimeFormatter(SMART_DATE);
  const pattern = GRAIN_FORMATS[grain] ?? (isAnchoredWeek(grain) ? DATE_FORMAT : undefined);
  if (!pattern) return getTimeFormatter(SMART_DATE);
  const format = utcFormat(pattern);
  return (value) => {
    if (value === null || value === undefined) return `${value}`;
    const start = toDate(value);
    if (Number.isNaN(start.getTime())) return String(value);
    const end = periodEnd(start, grain);
    const first = format(start);
    const last = end ? format(end) : first;
    return first === last ? first : `${first} — ${last}`;
  };
}

/** The time grain a chart's values are bucketed by: a dashboard's grain filter first, then the chart's own. */
export function timeGrainOf(formData: FormData): string | undefined {
  const extra = formData.extra_form_data as { time_grain_sqla?: unknown } | undefined;
  const grain = extra?.time_grain_sqla ?? formData.time_grain_sqla;
  return typeof grain === 'string' && grain.trim() ? grain : undefined;
}

const isAdaptive = (format: unknown): boolean =>
  typeof format !== 'string' || format.trim() === '' || format === SMART_DATE;

/**
 * How a table or pivot table writes a temporal column (Superset's table and pivot transformProps): a chosen format
 * as it is; the adaptive format by the time grain's period, or as a full date and time without a grain.
 */
export function temporalColumnFormatter(format: unknown, grain: string | undefined): TimeFormatter {
  if (!isAdaptive(format)) return getTimeFormatter(format as string);
  return grain ? getTimeFormatterForGranularity(grain) : getTimeFormatter(DATABASE_DATETIME);
}

const verbose = {
  millisecond: utcFormat('.%L'),
  second: utcFormat('%a %b %d, %I:%M:%S %p'),
  minute: utcFormat('%a %b %d, %I:%M %p'),
  hour: utcFormat('%a %b %d, %I %p'),
  day: utcFormat('%a %b %-e'),
  month: utcFormat('%b %Y'),
  year: utcFormat('%Y'),
};

/** Superset's verbose smart date (tooltips): "Tue Jan 14", "Jan 2020", "2020". */
function smartDateVerbose(date: Date): string {
  if (date.getUTCMilliseconds() !== 0) return verbose.millisecond(date);
  if (date.getUTCSeconds() !== 0) return verbose.second(date);
  if (date.getUTCMinutes() !== 0) return verbose.minute(date);
  if (date.getUTCHours() !== 0) return verbose.hour(date);
  if (date.getUTCDate() !== 1) return verbose.day(date);
  if (date.getUTCMonth() !== 0) return verbose.month(date);
  return verbose.year(date);
}

/**
 * Superset's tooltip time formatter: the adaptive format follows the time grain ("Jan 2021", "2021 Q1", a week's
 * range) or, without one, the verbose adaptive format that names day and month; any other format as chosen.
 */
export function tooltipTimeFormatter(format: unknown, grain: string | undefined): TimeFormatter {
  if (!isAdaptive(format)) return getTimeFormatter(format as string);
  if (grain && (GRAIN_FORMATS[grain] || isAnchoredWeek(grain))) return getTimeFormatterForGranularity(grain);
  return (value) => {
    if (value === null || value === undefined) return `${value}`;
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? String(value) : smartDateVerbose(date);
  };
}
