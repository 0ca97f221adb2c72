import { getTimeFormatter, SMART_DATE, type TimeFormatter } from '../../common/time-format.ts';
import { toDate } from '../../common/time-format.ts';

/** Superset's GenericDataType codes of the chart data answer's `coltypes`. */
export const GENERIC_TYPE = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

/** The format Superset's smart date takes for a known time grain, so a monthly number reads "Mar 2024". */
const GRAIN_FORMATS: Readonly<Record<string, string>> = {
  PT1S: '%Y-%m-%d %H:%M:%S',
  PT1M: '%Y-%m-%d %H:%M',
  PT5M: '%Y-%m-%d %H:%M',
  PT10M: '%Y-%m-%d %H:%M',
  PT15M: '%Y-%m-%d %H:%M',
  PT30M: '%Y-%m-%d %H:%M',
  PT1H: '%Y-%m-%d %H:00',
  P1D: '%Y-%m-%d',
  P1W: '%Y-%m-%d',
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  P1Y: '%Y',
};

/** Superset's big number date formatter: with smart_date the time grain decides, else the chosen format. */
export function dateFormatter(timeFormat: unknown, grain: unknown): TimeFormatter {
  const format = typeof timeFormat === 'string' && timeFormat.trim() ? timeFormat : SMART_DATE;
  if (format !== SMART_DATE) return getTimeFormatter(format);
  const grainFormat = typeof grain === 'string' ? GRAIN_FORMATS[grain] : undefined;
  // Week grains anchored on a day (`1969-12-28T00:00:00Z/P1W`) read as days too.
  const weekly = typeof grain === 'string' && grain.includes('P1W') ? GRAIN_FORMATS.P1W : undefined;
  return getTimeFormatter(grainFormat ?? weekly ?? SMART_DATE);
}

/**
 * Superset's `parseMetricValue`: numbers pass, a date string becomes epoch milliseconds (a temporal metric such
 * as MAX(order_date)), anything else is null.
 */
export function parseMetricValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = toDate(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** A time value of the answer (epoch ms or a date string) as epoch milliseconds, or null. */
export function parseTime(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const time = toDate(value).getTime();
  return Number.isNaN(time) ? null : time;
}
