const UNITS: readonly { seconds: number; one: string; many: string }[] = [
  { seconds: 365 * 86_400, one: 'a year', many: 'years' },
  { seconds: 30 * 86_400, one: 'a month', many: 'months' },
  { seconds: 86_400, one: 'a day', many: 'days' },
  { seconds: 3_600, one: 'an hour', many: 'hours' },
  { seconds: 60, one: 'a minute', many: 'minutes' },
  { seconds: 1, one: 'a second', many: 'seconds' },
];

/**
 * How long ago an instant was, in the words of Python's `humanize.naturaltime` that Superset uses for
 * `changed_on_delta_humanized`: `now`, `a minute ago`, `3 hours ago`.
 */
export function humanizedAgo(isoInstant: string, now = new Date()): string {
  const elapsed = Math.max(0, Math.floor((now.getTime() - Date.parse(isoInstant)) / 1000));
  if (elapsed === 0) return 'now';
  for (const unit of UNITS) {
    const count = Math.floor(elapsed / unit.seconds);
    if (count >= 1) return count === 1 ? `${unit.one} ago` : `${count} ${unit.many} ago`;
  }
  return 'now';
}

/** An instant as Superset's `changed_on_utc`: `+00:00` with microseconds. */
export const utcWithMicros = (isoInstant: string): string =>
  `${new Date(isoInstant).toISOString().slice(0, 23)}000+00:00`;
