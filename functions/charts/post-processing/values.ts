import type { EngineValue } from '../../lib/ports/query-engine.ts';
import type { FrameValue } from './frame.ts';

/** A number pandas would compute with: NaN and null are both "missing" (pandas' NaN/None). */
export function isPresentNumber(value: FrameValue | undefined): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/** Missing in pandas' sense: null, undefined or NaN. */
export function isMissing(value: FrameValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

/** The numbers of a column with missing and non-numeric cells left out (pandas' skipna). */
export function presentNumbers(values: readonly FrameValue[]): number[] {
  const numbers: number[] = [];
  for (const value of values) if (isPresentNumber(value)) numbers.push(value);
  return numbers;
}

function typeRank(value: FrameValue): number {
  if (typeof value === 'number' || typeof value === 'boolean') return 0;
  if (typeof value === 'string') return 1;
  return 2;
}

/**
 * Total order pandas uses when it sorts group keys and labels: numbers (booleans as 0/1) numerically, strings by
 * code point, missing values last. Mixed types, which pandas refuses, order numbers before strings.
 */
export function compareValues(a: FrameValue, b: FrameValue): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const rankDelta = typeRank(a) - typeRank(b);
  if (rankDelta !== 0) return rankDelta;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return Number(a) - Number(b);
}

/** Lexicographic order of key tuples, level by level. */
export function compareTuples(a: readonly FrameValue[], b: readonly FrameValue[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const delta = compareValues(a[i] ?? null, b[i] ?? null);
    if (delta !== 0) return delta;
  }
  return a.length - b.length;
}

function encodeCell(value: FrameValue | undefined): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'z' : `n${value}`;
  if (typeof value === 'string') return `s${value.length}:${value}`;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value)) return `a${JSON.stringify(value)}`;
  return 'z';
}

/**
 * A Map key standing for a tuple of values: the value itself for one plain level, otherwise a length-prefixed
 * encoding (cheap, unambiguous, and NaN equal to null as pandas groups them).
 */
export function tupleKey(values: readonly FrameValue[]): unknown {
  if (values.length === 1) {
    const only = values[0] ?? null;
    if (!Array.isArray(only)) return typeof only === 'number' && Number.isNaN(only) ? null : only;
  }
  let key = '';
  for (const value of values) key += `${encodeCell(value)}|`;
  return key;
}

/** Python's `str()` of a float (`2.0`, `0.5`, `1e+16`, `1.5e-05`), as pandas prints numbers into labels. */
export function pythonFloatText(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf';
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e16 || magnitude < 1e-4)) {
    const [mantissa = '', exponent = ''] = value.toExponential().split('e');
    const sign = exponent.startsWith('-') ? '-' : '+';
    const digits = exponent.replace(/^[+-]/, '').padStart(2, '0');
    return `${mantissa}e${sign}${digits}`;
  }
  const text = String(value);
  return Number.isInteger(value) ? `${text}.0` : text;
}

/** Python's `str()` of a label cell: integers stay integral (int64 columns), booleans read `True`/`False`. */
export function pythonLabelText(value: EngineValue): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : pythonFloatText(value);
  return value;
}

/** numpy's `round`: scale, round half to even, scale back. */
export function roundHalfEven(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** decimals;
  const scaled = value * scale;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  let rounded = fraction > 0.5 ? floor + 1 : fraction < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  if (Object.is(rounded, -0)) rounded = 0;
  return rounded / scale;
}
