import { resolveTimeRange } from '#shared/time-range/index.ts';

/** What the picker shows under itself: the actual range, or why the value cannot be read. */
export type RangePreview = { ok: true; text: string } | { ok: false; error: string };

function endpoint(date: Date | null, isStart: boolean): string {
  if (date === null) return isStart ? '-∞' : '∞';
  return date.toISOString().slice(0, 19).replace('T00:00:00', '');
}

/**
 * The actual range a time_range string resolves to at `now`, in Superset's words (`2020-01-01 ≤ col < 2021-01-01`,
 * `No filter` when unbounded on both sides); a value the grammar rejects gives its message instead.
 */
export function describeTimeRange(value: string, now: Date): RangePreview {
  try {
    const { since, until } = resolveTimeRange(value, { now });
    if (since === null && until === null) return { ok: true, text: 'No filter' };
    return { ok: true, text: `${endpoint(since, true)} ≤ col < ${endpoint(until, false)}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'Invalid time range' };
  }
}
