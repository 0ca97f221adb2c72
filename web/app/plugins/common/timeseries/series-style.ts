import type { SeriesOptionsType } from 'highcharts';

/** Superset's series styles (`seriesType`): line kinds, scatter, bar and the three step kinds. */
export type SeriesStyle = 'line' | 'scatter' | 'smooth' | 'bar' | 'start' | 'middle' | 'end';

const STYLES: readonly SeriesStyle[] = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'];

/** A saved `seriesType`, or the fallback when it is not one Superset knows. */
export const seriesStyleOf = (value: unknown, fallback: SeriesStyle = 'line'): SeriesStyle =>
  STYLES.find((style) => style === value) ?? fallback;

const STEP: Readonly<Partial<Record<SeriesStyle, 'left' | 'center' | 'right'>>> = {
  start: 'left',
  middle: 'center',
  end: 'right',
};

/**
 * The Highcharts series type (and step) drawing a Superset series style; `area` fills under line kinds.
 * Step `start`/`middle`/`end` are Highcharts' `left`/`center`/`right`.
 */
export function highchartsType(
  style: SeriesStyle,
  area: boolean,
): { type: SeriesOptionsType['type']; step?: 'left' | 'center' | 'right' } {
  if (style === 'bar') return { type: 'column' };
  if (style === 'scatter') return { type: 'scatter' };
  if (style === 'smooth') return { type: area ? 'areaspline' : 'spline' };
  const step = STEP[style];
  return step ? { type: area ? 'area' : 'line', step } : { type: area ? 'area' : 'line' };
}

/**
 * Highcharts stacking from Superset's `stack` (true or the `Stack`/`Stream`/`Expand` values). Expand stacks shares
 * of the whole that the series already hold (see stackSeries), so it is a plain stack here.
 */
export function stackingOf(stack: unknown): 'normal' | undefined {
  return stack === true || stack === 'Stack' || stack === 'Stream' || stack === 'Expand' ? 'normal' : undefined;
}
