import { RANGE_SEPARATOR, TIME_UNITS, type TimeUnit } from '#shared/time-range/index.ts';

/** The Custom editor's state: each side a specific instant or an offset; the end may also be now. */
export interface CustomRange {
  sinceMode: 'specific' | 'relative';
  sinceDatetime: string;
  sinceCount: number;
  sinceUnit: TimeUnit;
  untilMode: 'specific' | 'relative' | 'now';
  untilDatetime: string;
  untilCount: number;
  untilUnit: TimeUnit;
}

/** A new Custom range: the 7 days before now. */
export const DEFAULT_CUSTOM_RANGE: CustomRange = {
  sinceMode: 'relative',
  sinceDatetime: '',
  sinceCount: 7,
  sinceUnit: 'day',
  untilMode: 'now',
  untilDatetime: '',
  untilCount: 7,
  untilUnit: 'day',
};

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const DATEADD = /^DATEADD\(DATETIME\("([^"]+)"\),\s*(-?\d+),\s*(\w+)\)$/;

/** An input's `2020-01-01T10:00` or `2020-01-01` as Superset's `2020-01-01T10:00:00`. */
export function normalizeDatetime(text: string): string {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return `${trimmed}T00:00:00`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed)) return `${trimmed}:00`;
  return trimmed;
}

const dateadd = (anchor: string, amount: number, unit: TimeUnit) =>
  `DATEADD(DATETIME("${anchor}"), ${amount}, ${unit})`;

/**
 * The time_range string of a Custom range, as Superset's customTimeRangeEncode: a relative start counts back from
 * the specific end (or from now), a relative end counts forward from the specific start (or from now).
 */
export function encodeCustomRange(range: CustomRange): string {
  const since = normalizeDatetime(range.sinceDatetime);
  const until = normalizeDatetime(range.untilDatetime);
  const anchor = range.untilMode === 'specific' ? until : 'now';
  const start = range.sinceMode === 'specific' ? since : dateadd(anchor, -range.sinceCount, range.sinceUnit);
  const endAnchor = range.sinceMode === 'specific' ? since : 'now';
  const end =
    range.untilMode === 'now'
      ? 'now'
      : range.untilMode === 'specific'
        ? until
        : dateadd(endAnchor, range.untilCount, range.untilUnit);
  return `${start}${RANGE_SEPARATOR}${end}`;
}

type Side =
  | { mode: 'specific'; datetime: string }
  | { mode: 'relative'; anchor: string; count: number; unit: TimeUnit }
  | { mode: 'now' };

function readSide(text: string): Side | undefined {
  if (text === 'now') return { mode: 'now' };
  if (DATETIME.test(text)) return { mode: 'specific', datetime: text };
  const match = DATEADD.exec(text);
  const unit = TIME_UNITS.find((candidate) => candidate === match?.[3]?.toLowerCase());
  return match && unit ? { mode: 'relative', anchor: match[1]!, count: Number(match[2]), unit } : undefined;
}

/** A time_range string as a Custom range when it is one {@link encodeCustomRange} writes, else undefined. */
export function decodeCustomRange(value: string): CustomRange | undefined {
  const parts = value.split(RANGE_SEPARATOR);
  if (parts.length !== 2) return undefined;
  const [since, until] = parts.map((part) => readSide(part.trim()));
  if (!since || !until || since.mode === 'now') return undefined;
  const range: CustomRange = {
    ...DEFAULT_CUSTOM_RANGE,
    sinceMode: since.mode,
    sinceDatetime: since.mode === 'specific' ? since.datetime : '',
    sinceCount: since.mode === 'relative' ? -since.count : DEFAULT_CUSTOM_RANGE.sinceCount,
    sinceUnit: since.mode === 'relative' ? since.unit : DEFAULT_CUSTOM_RANGE.sinceUnit,
    untilMode: until.mode,
    untilDatetime: until.mode === 'specific' ? until.datetime : '',
    untilCount: until.mode === 'relative' ? until.count : DEFAULT_CUSTOM_RANGE.untilCount,
    untilUnit: until.mode === 'relative' ? until.unit : DEFAULT_CUSTOM_RANGE.untilUnit,
  };
  return encodeCustomRange(range) === value.trim() ? range : undefined;
}
