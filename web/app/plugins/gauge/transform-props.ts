import type { Options } from 'highcharts';
import type { ChartPropsInput } from '../types.ts';
import { metricLabel, valueFormatter } from '../common/part-of-whole/value-format.ts';
import { columnLabels } from '../common/part-of-whole/labels.ts';
import { gaugeRange, toPaneAngle } from './axis.ts';
import { gaugeAxis, pointerSeries, progressSeries, ringBandWidth, type Dial } from './series.ts';

/** What the gauge chart draws. */
export interface GaugeProps {
  options: Options;
}

/** One dial per row: named "column: value, ..." with the dataset's verbose names, as Superset names them. */
function dials(input: ChartPropsInput, label: string): Dial[] {
  const { formData, datasource } = input;
  const columns = columnLabels(formData.groupby);
  const scheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  return (input.queriesData[0]?.data ?? []).map((row) => {
    const name = columns
      .map((column) => `${datasource.verboseMap[column] ?? column}: ${String(row[column])}`)
      .join(', ');
    const value = typeof row[label] === 'number' ? row[label] : Number(row[label]) || 0;
    return { name, value, color: input.colorFor(name || label, scheme) };
  });
}

/** The grey track the progress arcs run along (Superset's axis line), in the page's light or dark scheme. */
export const TRACK_COLORS = { light: '#e6ebf0', dark: '#3a3a3a' } as const;

/**
 * The pane's one background is the track under the progress rings (Superset's axis line): an arc over the rings'
 * band. Highcharts also reads the first background's radii for plot lines, so the pane always has one.
 */
export function trackBackground(ringWidth: number, theme: 'light' | 'dark') {
  return {
    backgroundColor: TRACK_COLORS[theme],
    borderWidth: 0,
    outerRadius: '100%',
    innerRadius: `${100 - ringWidth}%`,
    shape: 'arc' as const,
  };
}

/** The pane's share of the chart and the chart's spacing (theme), which give the dial's radius in pixels. */
const PANE_SIZE = 0.85;
const SPACING = 8;

/** The dial's radius in pixels for a chart of this size. */
export const paneRadius = (width: number, height: number): number =>
  (PANE_SIZE * Math.max(0, Math.min(width, height) - 2 * SPACING)) / 2;

/**
 * Gauge's transformProps: a pane from Start to End angle, an axis from Min to Max (twice the data's extremes
 * by default) split in "Split number" parts, interval bands, a progress arc and a pointer per row, and the value
 * written with "Value format" around the number format.
 */
export function transformProps(input: ChartPropsInput): GaugeProps {
  const { formData } = input;
  const label = metricLabel(formData.metric);
  const format = valueFormatter(formData.metric, input.datasource, formData.number_format, formData.currency_format);
  const template = typeof formData.value_formatter === 'string' ? formData.value_formatter : '{value}';
  const formatValue = (value: number) => template.replace('{value}', format(value));
  const list = dials(input, label);
  const range = gaugeRange(
    list.map((dial) => dial.value),
    formData.min_val,
    formData.max_val,
  );
  const ownScheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  // The interval bands take their colours by position: from the scheme the host draws with (a dashboard's wins).
  const scheme = input.colorFor.schemeFor?.(ownScheme) ?? ownScheme;
  const overlap = formData.overlap !== false;
  const progress = formData.show_progress === false ? [] : progressSeries(list, overlap, formData.round_cap === true);
  const band = ringBandWidth(list.length, overlap);
  return {
    options: {
      chart: { type: 'gauge', animation: formData.animation !== false },
      title: { text: undefined },
      credits: { enabled: false },
      pane: {
        startAngle: toPaneAngle(formData.start_angle, 225),
        endAngle: toPaneAngle(formData.end_angle, -45),
        background: [trackBackground(band, input.theme)],
        center: ['50%', '55%'],
        size: `${PANE_SIZE * 100}%`,
      },
      yAxis: gaugeAxis(formData, range, format, scheme, { band, radius: paneRadius(input.width, input.height) }),
      plotOptions: { series: { animation: formData.animation !== false } },
      series: [...progress, pointerSeries(list, input.datasource.verboseMap[label] ?? label, formData, formatValue)],
    },
  };
}
