import type { Options, SeriesLineOptions } from 'highcharts';
import { columnsOf, getColumnLabel, getMetricLabel, metricsOf } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import { groupLabel, tooltipHtml, temporalColumnsOf } from '../common/part-of-whole/labels.ts';
import { legendOptions } from '../common/legend.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import type { ChartPropsInput, FormData } from '../types.ts';
import { indicators, normalizeSeries, spokePosition } from './indicators.ts';

/** What the radar draws. */
export interface RadarProps {
  options: Options;
  theme: 'light' | 'dark';
  /** The groupby columns a line click cross-filters on (each line carries `custom.crossFilter`). */
  crossFilterColumns: string[];
}

const textOr = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Where Superset's label positions put a Highcharts data label. */
const LABEL_ALIGN: Readonly<
  Record<string, { align?: 'left' | 'right' | 'center'; verticalAlign?: 'top' | 'bottom' | 'middle' }>
> = {
  top: { verticalAlign: 'bottom' },
  bottom: { verticalAlign: 'top' },
  left: { align: 'right', verticalAlign: 'middle' },
  right: { align: 'left', verticalAlign: 'middle' },
};

/**
 * Radar transformProps: one closed line per group over one spoke per metric. Highcharts' polar chart has one
 * radial axis, so each value is placed at its share of its metric's range (Superset's per-metric indicators);
 * labels and tooltips show the actual values.
 */
export function transformProps(input: ChartPropsInput): RadarProps {
  const { formData } = input;
  const result = input.queriesData[0];
  const rows = result?.data ?? [];
  const metrics = metricsOf(formData.metrics).map(getMetricLabel);
  const groupby = columnsOf(formData.groupby).map(getColumnLabel);
  const temporal = temporalColumnsOf(result?.colnames ?? [], result?.coltypes ?? [], input.datasource.temporalColumns);
  const formatTime = getTimeFormatter(textOr(formData.date_format));
  const normalized = formData.is_normalized === true;
  const spokes = indicators(rows, metrics, formData.column_config, normalized);
  const scheme = textOr(formData.color_scheme);
  const series: SeriesLineOptions[] = rows.map((row) => {
    const name = groupLabel(row, groupby, temporal, formatTime);
    const values = metrics.map((metric) => (typeof row[metric] === 'number' ? (row[metric] as number) : null));
    const placed = normalized ? normalizeSeries(values) : values.map((value, i) => spokePosition(value, spokes[i]!));
    const data = placed.map((y, i) => ({ y, custom: { value: values[i] } }));
    const crossFilter = { values: groupby.map((column) => row[column]), label: name };
    return { type: 'line', name, color: input.colorFor(name, scheme), data, custom: { crossFilter } };
  });
  const names = metrics.map((metric) => input.datasource.verboseMap[metric] ?? metric);
  return { options: radarOptions(formData, names, series), theme: input.theme, crossFilterColumns: groupby };
}

function radarOptions(formData: FormData, categories: string[], series: SeriesLineOptions[]): Options {
  const format = getNumberFormatter(textOr(formData.number_format));
  const keyValue = formData.label_type === 'key_value';
  const position = LABEL_ALIGN[typeof formData.label_position === 'string' ? formData.label_position : 'top'] ?? {};
  return {
    chart: { polar: true, type: 'line' },
    title: { text: undefined },
    legend: legendOptions(formData),
    pane: { size: '80%' },
    xAxis: { categories, tickmarkPlacement: 'on', lineWidth: 0 },
    yAxis: {
      gridLineInterpolation: formData.is_circle === true ? 'circle' : 'polygon',
      min: 0,
      max: 1,
      tickInterval: 0.2,
      labels: { enabled: false },
    },
    tooltip: {
      useHTML: true,
      formatter() {
        const { series: hovered } = this as unknown as {
          series: { name: string; points: { options: { custom: { value: number | null } } }[] };
        };
        return tooltipHtml(
          categories.map((name, i) => [name, format(hovered.points[i]?.options.custom.value ?? null)]),
          hovered.name,
        );
      },
    },
    plotOptions: {
      line: {
        animation: false,
        // Each metric's point on its own spoke: without it Highcharts puts points between spokes.
        pointPlacement: 'on',
        dataLabels: {
          enabled: formData.show_labels !== false,
          ...position,
          formatter() {
            const { point } = this as unknown as {
              point: { category?: string; options: { custom: { value: number | null } } };
            };
            const value = format(point.options.custom.value);
            return keyValue ? `${point.category ?? ''}: ${value}` : value;
          },
        },
      },
    },
    series,
  };
}
