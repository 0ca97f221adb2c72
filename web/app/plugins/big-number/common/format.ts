import { getTimeFormatter, SMART_DATE, toDate, type TimeFormatter } from '../../common/time-format.ts';
import { getTimeFormatterForGranularity } from '../../common/time-grain-format.ts';

/** Superset's GenericDataType codes of the chart data answer's `coltypes`. */
export const GENERIC_TYPE = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

/** Superset's big number date formatter: with smart_date the time grain's period decides ("Mar 2024"), else the chosen format. */
export function dateFormatter(timeFormat: unknown, grain: unknown): TimeFormatter {
  const format = typeof timeFormat === 'string' && timeFormat.trim() ? timeFormat : SMART_DATE;
  if (format !== SMART_DATE) return getTimeFormatter(format);
  return getTimeFormatterForGranularity(typeof grain === 'string' ? grain : undefined);
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
