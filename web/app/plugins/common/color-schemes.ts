import { CATEGORICAL_SCHEMES, SEQUENTIAL_SCHEMES, type ColorScheme } from './color-palettes.ts';

export type { ColorScheme } from './color-palettes.ts';

/** Superset's default categorical and sequential schemes. */
export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

/** Short names seen in older form data for the ECharts schemes. */
const ALIASES: Readonly<Record<string, string>> = { echarts4c: 'echarts4Colors', echarts5c: 'echarts5Colors' };

const categoricalById = new Map(CATEGORICAL_SCHEMES.map((s) => [s.id, s]));
const sequentialById = new Map(SEQUENTIAL_SCHEMES.map((s) => [s.id, s]));

/** `[id, label]` choices of the color scheme control. */
export const CATEGORICAL_SCHEME_CHOICES: readonly (readonly [string, string])[] = CATEGORICAL_SCHEMES.map((s) => [
  s.id,
  s.label,
]);
/** `[id, label]` choices of the linear color scheme control. */
export const SEQUENTIAL_SCHEME_CHOICES: readonly (readonly [string, string])[] = SEQUENTIAL_SCHEMES.map((s) => [
  s.id,
  s.label,
]);

/** A categorical scheme by id; an unknown or missing id falls back to Superset's default, as Superset does. */
export function categoricalScheme(name?: string | null): ColorScheme {
  const id = name ? (ALIASES[name] ?? name) : DEFAULT_CATEGORICAL_SCHEME;
  return categoricalById.get(id) ?? categoricalById.get(DEFAULT_CATEGORICAL_SCHEME)!;
}

/** A sequential scheme by id; an unknown or missing id falls back to superset_seq_1. */
export function sequentialScheme(name?: string | null): ColorScheme {
  return sequentialById.get(name ?? DEFAULT_SEQUENTIAL_SCHEME) ?? sequentialById.get(DEFAULT_SEQUENTIAL_SCHEME)!;
}

const NAMED_COLORS: Readonly<Record<string, readonly [number, number, number]>> = {
  white: [255, 255, 255],
  black: [0, 0, 0],
  yellow: [255, 255, 0],
  red: [255, 0, 0],
};

/** `#rgb`/`#rrggbb` or one of the few CSS names the schemes use, as an RGB triple. */
function rgbOf(color: string): readonly [number, number, number] {
  const named = NAMED_COLORS[color.toLowerCase()];
  if (named) return named;
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) || 0) as unknown as [number, number, number];
}

const toHex = (channel: number): string => Math.round(channel).toString(16).padStart(2, '0');

/**
 * The colour at `t` (0..1, clamped) along a sequential scheme, interpolated linearly in RGB between its stops,
 * as `#rrggbb`. NaN counts as 0.
 */
export function interpolateSequential(name: string | null | undefined, t: number): string {
  const stops = sequentialScheme(name).colors.map(rgbOf);
  const clamped = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  const position = clamped * (stops.length - 1);
  const index = Math.min(stops.length - 2, Math.floor(position));
  const from = stops[Math.max(0, index)]!;
  const to = stops[Math.max(0, index) + 1] ?? from;
  const local = position - Math.max(0, index);
  return `#${from.map((channel, i) => toHex(channel + (to[i]! - channel) * local)).join('')}`;
}
