import { BadRequestError } from '../errors.ts';
import { resolveSide } from './side.ts';
import { NO_TIME_RANGE, splitTimeRange } from './shortcuts.ts';

/** A resolved range; null means unbounded on that side. */
export interface TimeBounds {
  since: Date | null;
  until: Date | null;
}

/** Options of {@link resolveTimeRange}; `now` pins the clock (tests, cached query replays). */
export interface ResolveTimeRangeOptions {
  now?: Date;
}

/**
 * Superset's `get_since_until` for a `time_range` string, in UTC: `No filter`, the named ranges
 * (`Last week`, `previous calendar month`, `Current year`, `Last 7 days`, `Next 3 months`) and
 * `start : end` with either side a date, phrase or datetime expression, or empty for unbounded.
 * Throws a 400 BadRequestError naming the part it cannot read, or when since is after until.
 */
export function resolveTimeRange(
  timeRange: string | null | undefined,
  options: ResolveTimeRangeOptions = {},
): TimeBounds {
  const text = (timeRange ?? '').trim();
  if (text === '' || text.toLowerCase() === NO_TIME_RANGE.toLowerCase()) return { since: null, until: null };
  const now = options.now ?? new Date();
  const parts = splitTimeRange(text);
  const since = parts.since === '' ? null : resolveSide(parts.since, now);
  const until = parts.until === '' ? null : resolveSide(parts.until, now);
  if (since && until && since.getTime() > until.getTime()) {
    throw new BadRequestError('From date cannot be larger than to date');
  }
  return { since, until };
}
