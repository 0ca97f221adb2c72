/**
 * The timezone select's options: every IANA zone the browser knows, labelled with its current offset from UTC
 * (`Europe/Paris (UTC+01:00)`) and sorted by offset, then name, as Superset's TimezoneSelector orders them.
 */

/** One option of the timezone select. */
export interface TimezoneOption {
  value: string;
  label: string;
}

/** `+01:00` for a zone at `at`; `+00:00` for UTC. */
export function utcOffset(timezone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

const minutesOf = (offset: string): number => {
  const [hours = '0', minutes = '0'] = offset.slice(1).split(':');
  return (offset.startsWith('-') ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};

/** The options at `at`; `current` is kept among them even if the browser does not list it (an old zone name). */
export function timezoneOptions(at: Date, current?: string): TimezoneOption[] {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (current) zones.add(current);
  return [...zones]
    .map((zone) => {
      let offset: string;
      try {
        offset = utcOffset(zone, at);
      } catch {
        offset = '+00:00';
      }
      return { value: zone, offset, label: `${zone} (UTC${offset})` };
    })
    .sort((a, b) => minutesOf(a.offset) - minutesOf(b.offset) || a.value.localeCompare(b.value))
    .map(({ value, label }) => ({ value, label }));
}

/** The browser's own zone, the default of a new report (Superset defaults to the user's zone too). */
export const browserTimezone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
