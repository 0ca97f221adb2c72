import type { Options, PointOptionsObject } from 'highcharts';
import {
  columnsOf,
  getColumnLabel,
  getMetricLabel,
  metricsOf,
  toNumber,
} from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import { escapeHtml, groupLabel, temporalColumnsOf } from '../common/part-of-whole/labels.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import type { ChartPropsInput, FormData } from '../types.ts';
import { xTickLabels } from '../common/x-ticks-layout.ts';
import { withAlpha } from '../common/color-alpha.ts';
import type { CrossFilterTarget } from '../common/cross-filter.ts';

/** What the box plot draws. */
export interface BoxPlotProps {
  options: Options;
  theme: 'light' | 'dark';
  /** The groupby (dimension) columns a box click cross-filters on (boxes carry `custom.crossFilter`). */
  crossFilterColumns: string[];
}

/** One box: its five numbers, plus what the tooltip adds (mean, observations, outliers). */
interface Box {
  name: string;
  low: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  high: number | null;
  color: string;
  custom: { mean: number | null; count: number | null; outliers: number[]; crossFilter: CrossFilterTarget };
}

/** Superset fills boxes at 60% of their colour. */
export const BOX_OPACITY = 0.6;

const numberOrNull = (value: unknown): number | null => toNumber(value) ?? null;
const outliersOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
const textOr = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The boxes of the answer: one per group and metric, named by the group (and the metric when there are several). */
function boxesOf(input: ChartPropsInput): Box[] {
  const { formData } = input;
  const result = input.queriesData[0];
  const groupby = columnsOf(formData.groupby).map(getColumnLabel);
  const metrics = metricsOf(formData.metrics).map(getMetricLabel);
  const temporal = temporalColumnsOf(result?.colnames ?? [], result?.coltypes ?? [], input.datasource.temporalColumns);
  const formatTime = getTimeFormatter(textOr(formData.date_format));
  const scheme = textOr(formData.color_scheme);
  return (result?.data ?? []).flatMap((row) => {
    const group = groupLabel(row, groupby, temporal, formatTime);
    // Every metric's box of a group filters on the group, as Superset's box plot filters on its dimensions.
    const crossFilter = { values: groupby.map((column) => row[column]), label: group };
    return metrics.map((metric) => ({
      name: metrics.length === 1 ? group : `${group}, ${input.datasource.verboseMap[metric] ?? metric}`,
      low: numberOrNull(row[`${metric}__min`]),
      q1: numberOrNull(row[`${metric}__q1`]),
      median: numberOrNull(row[`${metric}__median`]),
      q3: numberOrNull(row[`${metric}__q3`]),
      high: numberOrNull(row[`${metric}__max`]),
      color: input.colorFor(group, scheme),
      custom: {
        mean: numberOrNull(row[`${metric}__mean`]),
        count: numberOrNull(row[`${metric}__count`]),
        outliers: outliersOf(row[`${metric}__outliers`]),
        crossFilter,
      },
    }));
  });
}

/** Superset's box tooltip: the statistics from the top whisker down, then the counts. */
function boxTooltip(box: Box, format: (value: number | null) => string): string {
  const stats = [
    `Max: ${format(box.high)}`,
    `3rd Quartile: ${format(box.q3)}`,
    `Mean: ${format(box.custom.mean)}`,
    `Median: ${format(box.median)}`,
    `1st Quartile: ${format(box.q1)}`,
    `Min: ${format(box.low)}`,
    `# Observations: ${box.custom.count ?? ''}`,
    ...(box.custom.outliers.length > 0 ? [`# Outliers: ${box.custom.outliers.length}`] : []),
  ];
  return `${box.name ? `<p><strong>${escapeHtml(box.name)}</strong></p>` : ''}${stats.join('<br/>')}`;
}

/**
 * Box plot transformProps: the `boxplot` step's statistics per group and metric as Highcharts boxes (whiskers
 * at the step's min/max, which Tukey or percentiles already set), outliers as coloured points over their box.
 */
export function transformProps(input: ChartPropsInput): BoxPlotProps {
  const boxes = boxesOf(input);
  const format = getNumberFormatter(textOr(input.formData.number_format));
  const outliers: PointOptionsObject[] = boxes.flatMap((box, x) =>
    box.custom.outliers.map((y) => ({ x, y, color: box.color, custom: { name: box.name } })),
  );
  const crossFilterColumns = columnsOf(input.formData.groupby).map(getColumnLabel);
  return { options: boxPlotOptions(input.formData, boxes, outliers, format), theme: input.theme, crossFilterColumns };
}

function boxPlotOptions(
  formData: FormData,
  boxes: Box[],
  outliers: PointOptionsObject[],
  format: (value: number | null) => string,
): Options {
  const title = (value: unknown, margin: unknown) => ({ text: textOr(value), margin: toNumber(margin) });
  return {
    chart: { type: 'boxplot', zooming: formData.zoomable === true ? { type: 'x' } : undefined },
    title: { text: undefined },
    legend: { enabled: false },
    xAxis: {
      categories: boxes.map((box) => box.name),
      labels: xTickLabels(formData.x_ticks_layout),
      title: title(formData.x_axis_title, formData.x_axis_title_margin),
    },
    yAxis: {
      title: {
        ...title(formData.y_axis_title, formData.y_axis_title_margin),
        align: formData.y_axis_title_position === 'Top' ? 'high' : 'middle',
      },
      labels: {
        formatter() {
          return format(Number(this.value));
        },
      },
    },
    tooltip: { useHTML: true },
    series: [
      {
        type: 'boxplot',
        name: 'boxplot',
        data: boxes.map((box) => ({
          ...box,
          fillColor: withAlpha(box.color, BOX_OPACITY),
          custom: { ...box.custom },
        })) as PointOptionsObject[],
        tooltip: {
          headerFormat: '',
          pointFormatter() {
            return boxTooltip((this as unknown as { options: Box }).options, format);
          },
        },
      },
      {
        type: 'scatter',
        name: 'outlier',
        data: outliers,
        tooltip: {
          headerFormat: '',
          pointFormatter() {
            const point = this as unknown as { y: number; options: { custom: { name: string } } };
            return `${point.options.custom.name ? `<p><strong>${escapeHtml(point.options.custom.name)}</strong></p>` : ''}${format(point.y)}`;
          },
        },
      },
    ],
  };
}
