/**
 * Superset's time grain ids (ISO-8601 durations, `superset/constants.py` TimeGrain) with the names Explore shows.
 * Unlike Superset, the half-hour (`PT0.5H`) and quarter-year (`P0.25Y`) grains carry names, so they are offered
 * rather than silently hidden. Pure: used by the web app and by the SQL dialects of functions/.
 */

/** One time grain: the id clients send as `time_grain_sqla`/`timeGrain` and its display name. */
export interface TimeGrain {
  readonly duration: string;
  readonly name: string;
}

/** Every grain, in the order Explore lists them. */
export const TIME_GRAINS: readonly TimeGrain[] = [
  { duration: 'PT1S', name: 'Second' },
  { duration: 'PT5S', name: '5 second' },
  { duration: 'PT30S', name: '30 second' },
  { duration: 'PT1M', name: 'Minute' },
  { duration: 'PT5M', name: '5 minute' },
  { duration: 'PT10M', name: '10 minute' },
  { duration: 'PT15M', name: '15 minute' },
  { duration: 'PT30M', name: '30 minute' },
  { duration: 'PT0.5H', name: 'Half hour' },
  { duration: 'PT1H', name: 'Hour' },
  { duration: 'PT6H', name: '6 hour' },
  { duration: 'P1D', name: 'Day' },
  { duration: 'P1W', name: 'Week' },
  { duration: 'P1M', name: 'Month' },
  { duration: 'P3M', name: 'Quarter' },
  { duration: 'P0.25Y', name: 'Quarter year' },
  { duration: 'P1Y', name: 'Year' },
  { duration: '1969-12-28T00:00:00Z/P1W', name: 'Week starting Sunday' },
  { duration: '1969-12-29T00:00:00Z/P1W', name: 'Week starting Monday' },
  { duration: 'P1W/1970-01-03T00:00:00Z', name: 'Week ending Saturday' },
  { duration: 'P1W/1970-01-04T00:00:00Z', name: 'Week ending Sunday' },
];

const NAMES_BY_ID: ReadonlyMap<string, string> = new Map(TIME_GRAINS.map((grain) => [grain.duration, grain.name]));

/** Whether `id` is one of the grain ids of TIME_GRAINS. */
export function isTimeGrain(id: unknown): id is string {
  return typeof id === 'string' && NAMES_BY_ID.has(id);
}

/** The display name of a grain id; undefined for an unknown id. */
export function timeGrainName(id: string): string | undefined {
  return NAMES_BY_ID.get(id);
}
