/** Superset's time range grammar: `resolveTimeRange('Last week')` and friends, pure and UTC. */
export { resolveTimeRange, type ResolveTimeRangeOptions, type TimeBounds } from './resolve.ts';
export { formatInstant } from './format.ts';
export { NO_TIME_RANGE, RANGE_SEPARATOR } from './shortcuts.ts';
export { addUnits, lastDay, truncate, TIME_UNITS, type TimeUnit } from './calendar.ts';
