import { NO_TIME_RANGE, RANGE_SEPARATOR } from '#shared/time-range/index.ts';
import { decodeCustomRange } from './custom-range.ts';

/** The picker's range types, as Superset names them. */
export const RANGE_TYPES = ['Last', 'Previous', 'Custom', 'Advanced', 'No filter'] as const;
export type RangeType = (typeof RANGE_TYPES)[number];

/** Superset's "Last" ranges (its COMMON_RANGE_OPTIONS). */
export const LAST_RANGES = [
  ['Last day', 'Last day'],
  ['Last week', 'Last week'],
  ['Last month', 'Last month'],
  ['Last quarter', 'Last quarter'],
  ['Last year', 'Last year'],
] as const;

/** Superset's "Previous" calendar ranges (its CALENDAR_RANGE_OPTIONS). */
export const PREVIOUS_RANGES = [
  ['previous calendar week', 'Previous Calendar Week'],
  ['previous calendar month', 'Previous Calendar Month'],
  ['previous calendar year', 'Previous Calendar Year'],
] as const;

/** Superset's default time range of a new chart. */
export const DEFAULT_TIME_RANGE = NO_TIME_RANGE;

const isOneOf = (options: readonly (readonly [string, string])[], value: string) =>
  options.some(([option]) => option === value);

/** Which range type shows a value (Superset's guessFrame): named ranges first, then Custom, else Advanced. */
export function guessRangeType(value: string): RangeType {
  if (value === NO_TIME_RANGE || value.trim() === '') return 'No filter';
  if (isOneOf(LAST_RANGES, value)) return 'Last';
  if (isOneOf(PREVIOUS_RANGES, value)) return 'Previous';
  if (decodeCustomRange(value)) return 'Custom';
  return 'Advanced';
}

/** Both sides of a value for the Advanced editor: `Last x` fills the start, `Next x` the end. */
export function advancedSides(value: string): [string, string] {
  const at = value.indexOf(RANGE_SEPARATOR);
  if (at >= 0) return [value.slice(0, at).trim(), value.slice(at + RANGE_SEPARATOR.length).trim()];
  if (/^last\b/i.test(value)) return [value, ''];
  if (/^next\b/i.test(value)) return ['', value];
  return ['', ''];
}

/** The Advanced editor's value: `START : END`, either side empty for unbounded. */
export function joinSides(since: string, until: string): string {
  return `${since.trim()}${RANGE_SEPARATOR}${until.trim()}`;
}
