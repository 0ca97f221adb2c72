import type { YAxisPlotBandsOptions } from 'highcharts';
import { categoricalScheme } from '../common/color-schemes.ts';

const numberOrNull = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

/** The gauge's range: Min/Max when set, else Superset's default of twice the extreme values (with 0 included). */
export function gaugeRange(values: readonly number[], minVal: unknown, maxVal: unknown): { min: number; max: number } {
  const min = numberOrNull(minVal) ?? 2 * Math.min(0, ...values);
  const max = numberOrNull(maxVal) ?? 2 * Math.max(0, ...values);
  return { min, max };
}

/** A comma-separated list of numbers; an entry that is not a number spoils the list (Superset then ignores it). */
export function parseNumbers(text: unknown): number[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const numbers = text.split(',').map((part) => Number(part.trim()));
  return numbers.every(Number.isFinite) ? numbers : [];
}

/**
 * Superset's gauge intervals as Highcharts plot bands: bounds `2,4,5` colour min-2, 2-4 and 4-5, each with the
 * 1-based colour pick of "Interval colors" from the scheme, else the scheme's colours in order.
 */
export function intervalBands(
  intervals: unknown,
  colorIndices: unknown,
  schemeName: string | undefined,
  min: number,
): YAxisPlotBandsOptions[] {
  const bounds = parseNumbers(intervals);
  const picks = parseNumbers(colorIndices);
  const colors = categoricalScheme(schemeName).colors;
  return bounds.map((to, index) => {
    const pick = picks[index];
    const color =
      pick !== undefined
        ? colors[(((pick - 1) % colors.length) + colors.length) % colors.length]
        : colors[index % colors.length];
    return { from: index === 0 ? min : bounds[index - 1]!, to, color, thickness: '10%' };
  });
}

/** ECharts angles run counter-clockwise from 3 o'clock; Highcharts panes clockwise from 12 o'clock. */
export const toPaneAngle = (echartsAngle: unknown, fallback: number): number =>
  90 - (numberOrNull(echartsAngle) ?? fallback);
