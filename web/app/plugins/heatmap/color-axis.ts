import type { ColorAxisOptions } from 'highcharts';
import { interpolateSequential, sequentialScheme } from '../common/color-schemes.ts';
import { toNumber } from '#shared/chart-query/common/form-data-fields.ts';

/** ECharts' visual map range when the data gives none, which Superset keeps. */
const DEFAULT_BOUNDS = [0, 200] as const;
/** ECharts' piecewise legend splits the range in five. */
const PIECES = 5;

/** The colour range: the hard value bounds where set, else the data's extent (a zero or missing end falls back as Superset's). */
export function colorBounds(values: readonly number[], bounds: unknown): [number, number] {
  const [low, high] = Array.isArray(bounds) ? bounds.map(toNumber) : [];
  const min = low ?? (values.length ? Math.min(...values) : undefined);
  const max = high ?? (values.length ? Math.max(...values) : undefined);
  return [min || DEFAULT_BOUNDS[0], max || DEFAULT_BOUNDS[1]];
}

/**
 * The colour axis of the heatmap: a gradient through the sequential scheme (continuous legend) or five equal
 * classes (piecewise legend), between the colour bounds; labels by the value format.
 */
export function colorAxis(
  scheme: unknown,
  legendType: unknown,
  [min, max]: [number, number],
  format: (value: number) => string,
): ColorAxisOptions {
  const name = typeof scheme === 'string' ? scheme : undefined;
  const colors = sequentialScheme(name).colors;
  const base: ColorAxisOptions = {
    min,
    max,
    labels: {
      formatter() {
        return format(Number(this.value));
      },
    },
  };
  if (legendType === 'piecewise') {
    const step = (max - min) / PIECES;
    const dataClasses = Array.from({ length: PIECES }, (_, i) => ({
      from: min + step * i,
      to: i === PIECES - 1 ? max : min + step * (i + 1),
      color: interpolateSequential(name, (i + 0.5) / PIECES),
      name: `${format(min + step * i)} - ${format(i === PIECES - 1 ? max : min + step * (i + 1))}`,
    }));
    return { ...base, dataClasses };
  }
  const stops = colors.map((color, i): [number, string] => [colors.length > 1 ? i / (colors.length - 1) : 0, color]);
  return { ...base, stops };
}
