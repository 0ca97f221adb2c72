import type { SeriesLineOptions, XAxisPlotBandsOptions, XAxisPlotLinesOptions } from 'highcharts';
import { toNumber } from '#shared/chart-query/common/form-data-fields.ts';
import { toDate } from '../time-format.ts';
import type { ChartDataResult } from '../../types.ts';
import { compileFormula } from './formula.ts';

/** An annotation layer as Explore saves it in `annotation_layers`. */
interface AnnotationLayerLike {
  name?: unknown;
  annotationType?: unknown;
  value?: unknown;
  show?: unknown;
  color?: unknown;
  opacity?: unknown;
  style?: unknown;
  width?: unknown;
}

/** What annotation layers add to a chart: formula lines, interval bands and event lines. */
export interface AnnotationParts {
  series: SeriesLineOptions[];
  plotBands: XAxisPlotBandsOptions[];
  plotLines: XAxisPlotLinesOptions[];
}

const DASH: Readonly<Record<string, SeriesLineOptions['dashStyle']>> = {
  dashed: 'Dash',
  dotted: 'Dot',
  longDashed: 'LongDash',
  solid: 'Solid',
};
const OPACITY: Readonly<Record<string, number>> = { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8 };

const colorOf = (layer: AnnotationLayerLike, fallback: string): string =>
  typeof layer.color === 'string' && layer.color ? layer.color : fallback;
const layersOf = (value: unknown): AnnotationLayerLike[] =>
  (Array.isArray(value) ? value : []).filter(
    (layer): layer is AnnotationLayerLike => typeof layer === 'object' && layer !== null,
  );

function formulaSeries(layer: AnnotationLayerLike, xs: readonly number[]): SeriesLineOptions | undefined {
  const formula = compileFormula(layer.value);
  if (!formula) return undefined;
  const data = xs.map((x): [number, number | null] => {
    const y = formula(x);
    return [x, Number.isFinite(y) ? y : null];
  });
  return {
    type: 'line',
    name: String(layer.name ?? ''),
    data,
    color: colorOf(layer, '#666666'),
    dashStyle: DASH[String(layer.style)] ?? 'Solid',
    lineWidth: toNumber(layer.width) ?? 1.5,
    marker: { enabled: false },
    enableMouseTracking: true,
  };
}

/** Records of an interval or event layer's annotation query, if the answer carries them. */
function recordsOf(result: ChartDataResult | undefined, name: string): Record<string, unknown>[] {
  const data = (result?.annotation_data as Record<string, unknown> | undefined)?.[name];
  const records = Array.isArray(data) ? data : (data as { records?: unknown } | undefined)?.records;
  return Array.isArray(records) ? records.filter((record) => typeof record === 'object' && record !== null) : [];
}

function instant(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const ms = toDate(value).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

function intervalBands(layer: AnnotationLayerLike, records: Record<string, unknown>[]): XAxisPlotBandsOptions[] {
  const opacity = OPACITY[String(layer.opacity)] ?? 0.2;
  return records.flatMap((record) => {
    const from = instant(record.start_dttm);
    const to = instant(record.end_dttm) ?? from;
    if (from === undefined || to === undefined) return [];
    const color = colorOf(layer, `rgba(102, 102, 102, ${opacity})`);
    return [{ from, to, color, label: { text: String(record.short_descr ?? '') } }];
  });
}

function eventLines(layer: AnnotationLayerLike, records: Record<string, unknown>[]): XAxisPlotLinesOptions[] {
  return records.flatMap((record) => {
    const value = instant(record.start_dttm);
    if (value === undefined) return [];
    return [
      {
        value,
        color: colorOf(layer, '#666666'),
        width: toNumber(layer.width) ?? 1,
        dashStyle: DASH[String(layer.style)] ?? 'Solid',
        label: { text: String(record.short_descr ?? '') },
      },
    ];
  });
}

/**
 * Draws the chart's shown annotation layers: FORMULA layers as lines evaluated at the chart's x values (safely,
 * no eval), INTERVAL layers as x-axis bands and EVENT layers as x-axis lines from the answer's `annotation_data`.
 */
export function annotationParts(
  layers: unknown,
  xs: readonly number[],
  result: ChartDataResult | undefined,
): AnnotationParts {
  const parts: AnnotationParts = { series: [], plotBands: [], plotLines: [] };
  for (const layer of layersOf(layers).filter((entry) => entry.show !== false)) {
    const name = String(layer.name ?? '');
    if (layer.annotationType === 'FORMULA') {
      const series = formulaSeries(layer, xs);
      if (series) parts.series.push(series);
    } else if (layer.annotationType === 'INTERVAL') {
      parts.plotBands.push(...intervalBands(layer, recordsOf(result, name)));
    } else if (layer.annotationType === 'EVENT') {
      parts.plotLines.push(...eventLines(layer, recordsOf(result, name)));
    }
  }
  return parts;
}
