import type { Options, SeriesOptionsType } from 'highcharts';
import { getNumberFormatter } from '../common/number-format.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import type { ChartPropsInput, FormData } from '../types.ts';
import { metricLabel, valueFormatter } from '../common/part-of-whole/value-format.ts';
import {
  columnLabels,
  escapeHtml,
  groupLabel,
  labelText,
  temporalColumnsOf,
  tooltipHtml,
} from '../common/part-of-whole/labels.ts';
import { legendOptions } from '../common/legend.ts';
import { funnelLabelType, funnelTooltipParts, stagePercent } from './labels.ts';
import { funnelShapes, type StageShape } from './shape.ts';

/** What the funnel chart draws. */
export interface FunnelProps {
  options: Options;
  /** The groupby columns a stage click cross-filters on. */
  crossFilterColumns: string[];
}

/** One stage of the funnel: its group name, metric value, share and colour. */
export interface FunnelStage {
  name: string;
  /** The stage's raw group values, one per groupby column (what a cross-filter matches). */
  values: unknown[];
  value: number;
  percent: number;
  color: string;
}

const percentFormatter = getNumberFormatter('.2%');

const toNumber = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;

/** Stages in the order drawn: Superset's funnel sorts them descending by value; each with its share and colour. */
export function funnelStages(input: ChartPropsInput): FunnelStage[] {
  const { formData } = input;
  const result = input.queriesData[0];
  const label = metricLabel(formData.metric);
  const columns = columnLabels(formData.groupby);
  const temporal = temporalColumnsOf(result?.colnames ?? [], result?.coltypes ?? [], input.datasource.temporalColumns);
  const formatTime = getTimeFormatter();
  const scheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  const rows = (result?.data ?? []).map((row) => ({
    name: groupLabel(row, columns, temporal, formatTime),
    values: columns.map((column) => row[column]),
    value: toNumber(row[label]),
  }));
  const sorted = rows.sort((a, b) => b.value - a.value);
  const values = sorted.map((stage) => stage.value);
  return sorted.map((stage, index) => ({
    ...stage,
    percent: stagePercent(values, index, formData.percent_calculation_type),
    color: input.colorFor(stage.name, scheme),
  }));
}

/** A stage's trapezoid (in the legend, with the tooltip) and, when labels are shown, its label linked to it. */
function stageSeries(
  stage: FunnelStage,
  shape: StageShape,
  index: number,
  formData: FormData,
  label: string,
): SeriesOptionsType[] {
  const id = `stage-${index}`;
  const polygon: SeriesOptionsType = {
    type: 'polygon',
    id,
    name: stage.name,
    color: stage.color,
    data: shape.polygon,
    custom: { stage, crossFilter: { values: stage.values, label: stage.name } },
    lineWidth: 0,
  };
  if (formData.show_labels === false) return [polygon];
  const outside = formData.label_line === true;
  const text: SeriesOptionsType = {
    type: 'scatter',
    linkedTo: id,
    name: stage.name,
    data: [outside ? shape.rightEdge : shape.centre],
    marker: { enabled: false, states: { hover: { enabled: false } } },
    enableMouseTracking: false,
    // In the theme's text colour, as Superset's: a narrow stage's label lies mostly on the page, not on the stage.
    // Highcharts reads tags in label text; group values are data, so they are escaped.
    dataLabels: {
      enabled: true,
      formatter: () => escapeHtml(label),
      align: outside ? 'left' : 'center',
      verticalAlign: 'middle',
      x: outside ? 6 : 0,
      y: 0,
      crop: false,
      overflow: 'allow',
    },
  };
  return [polygon, text];
}

/**
 * Funnel's transformProps: one stage per group, largest first, drawn as ECharts draws Superset's funnel (equal
 * heights, widths by value), coloured from the page's label colours, each labelled by "Label Contents" with its
 * share of the first step, the previous step or the total.
 */
export function transformProps(input: ChartPropsInput): FunnelProps {
  const { formData } = input;
  const label = metricLabel(formData.metric);
  const format = valueFormatter(formData.metric, input.datasource, formData.number_format, formData.currency_format);
  const stages = funnelStages(input);
  const shapes = funnelShapes(stages.map((stage) => stage.value));
  const labelType = funnelLabelType(formData.label_type ?? 0);
  const tooltipType = funnelLabelType(formData.tooltip_label_type ?? 5);
  const metricName = input.datasource.verboseMap[label] ?? label;
  const series = stages.flatMap((stage, index) =>
    stageSeries(
      stage,
      shapes[index]!,
      index,
      formData,
      labelText(labelType, stage.name, format(stage.value), percentFormatter(stage.percent)),
    ),
  );
  const hidden = { visible: false, startOnTick: false, endOnTick: false, minPadding: 0, maxPadding: 0 };
  return {
    options: {
      chart: { type: 'polygon' },
      title: { text: undefined },
      credits: { enabled: false },
      legend: legendOptions(formData),
      xAxis: { ...hidden, min: -0.5, max: 0.5 },
      yAxis: { ...hidden, min: 0, max: Math.max(1, stages.length), reversed: true },
      tooltip: {
        enabled: formData.show_tooltip_labels !== false,
        useHTML: true,
        formatter() {
          const stage = (this.series.options.custom as { stage?: FunnelStage } | undefined)?.stage;
          if (!stage) return false;
          const parts = funnelTooltipParts(
            tooltipType,
            stage.name,
            metricName,
            format(stage.value),
            percentFormatter(stage.percent),
          );
          return tooltipHtml([parts.row], parts.title);
        },
      },
      plotOptions: { polygon: { animation: true, showInLegend: true, stickyTracking: false } },
      series,
    },
    crossFilterColumns: columnLabels(formData.groupby),
  };
}
