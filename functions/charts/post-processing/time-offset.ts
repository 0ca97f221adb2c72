import { BadRequestError } from '#shared/errors.ts';
import type { DataFrame, FrameValue } from './frame.ts';
import { TIME_COMPARISON } from './compare.ts';
import { tupleKey } from './values.ts';

/** A parsed time comparison such as `28 days ago` or `1 year ago`. */
export interface TimeOffset {
  amount: number;
  unit: 'day' | 'week' | 'month' | 'year';
}

const DAY_MS = 86_400_000;

/** Parses Superset's relative offsets (`<n> day|week|month|year[s] ago`); anything else is a 400. */
export function parseTimeOffset(offset: string): TimeOffset {
  const match = /^\s*(\d+)\s+(day|week|month|year)s?\s+ago\s*$/i.exec(offset);
  if (!match) throw new BadRequestError(`Invalid time offset: ${offset}`);
  return { amount: Number(match[1]), unit: match[2]!.toLowerCase() as TimeOffset['unit'] };
}

/** Adds months in UTC, clamping the day to the target month's length (Mar 31 - 1 month = Feb 28/29). */
function addMonths(epochMs: number, months: number): number {
  const date = new Date(epochMs);
  const target = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), target + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  const timeOfDay = epochMs - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return Date.UTC(date.getUTCFullYear(), target, day) + timeOfDay;
}

/**
 * Moves an instant by an offset: `direction` -1 goes back (the offset query's range), 1 forward (aligning offset
 * rows with the main rows). Days and weeks are fixed lengths; months and years follow the UTC calendar.
 */
export function shiftInstant(epochMs: number, offset: string, direction: -1 | 1): number {
  const { amount, unit } = parseTimeOffset(offset);
  if (unit === 'day') return epochMs + direction * amount * DAY_MS;
  if (unit === 'week') return epochMs + direction * amount * 7 * DAY_MS;
  return addMonths(epochMs, direction * amount * (unit === 'year' ? 12 : 1));
}

/** Options of {@link joinTimeOffsets}: the x-axis column, the metrics to carry over and the series columns. */
export interface JoinTimeOffsetsOptions {
  xAxis: string;
  metrics: string[];
  joinColumns: string[];
}

/**
 * Joins time-comparison results onto the main frame: each offset frame's x values are shifted forward by its
 * offset, then left-joined on x plus `joinColumns`, adding `<metric>__<offset>` columns (null where the offset
 * frame has no matching row; the first match wins when it has several). Rows and their order follow `main`.
 */
export function joinTimeOffsets(
  main: DataFrame,
  offsets: { offset: string; frame: DataFrame }[],
  options: JoinTimeOffsetsOptions,
): DataFrame {
  const keyColumns = [options.xAxis, ...options.joinColumns];
  const rowKey = (row: Record<string, FrameValue>, x: FrameValue) =>
    tupleKey([x, ...options.joinColumns.map((c) => row[c] ?? null)]);
  let columns = [...main.columns];
  let data = main.data.map((row) => ({ ...row }));
  for (const { offset, frame } of offsets) {
    parseTimeOffset(offset);
    const byKey = new Map<unknown, Record<string, FrameValue>>();
    for (const row of frame.data) {
      const x = row[options.xAxis] ?? null;
      const shifted = typeof x === 'number' ? shiftInstant(x, offset, 1) : x;
      const key = rowKey(row, shifted);
      if (!byKey.has(key)) byKey.set(key, row);
    }
    const added = options.metrics.map((metric) => `${metric}${TIME_COMPARISON}${offset}`);
    data = data.map((row) => {
      const match = byKey.get(rowKey(row, row[options.xAxis] ?? null));
      const extra = Object.fromEntries(options.metrics.map((metric, i) => [added[i]!, match?.[metric] ?? null]));
      return { ...row, ...extra };
    });
    columns = [...columns, ...added.filter((name) => !columns.includes(name) && !keyColumns.includes(name))];
  }
  return { columns, data };
}
