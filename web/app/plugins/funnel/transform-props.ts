import type { Options, PointOptionsObject } from 'highcharts';
import { getNumberFormatter } from '../common/number-format.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import type { ChartPropsInput } from '../types.ts';
import { metricLabel, valueFormatter } from '../common/part-of-whole/value-format.ts';
import { columnLabels, groupLabel, labelText, temporalColumnsOf, tooltipHtml } from '../common/part-of-whole/labels.ts';
import { legendOptions } from '../common/legend.ts';
import { funnelLabelType, funnelTooltipParts, stagePercent } from './labels.ts';

/** What the funnel chart draws. */
export interface FunnelProps {
  options: Options;
}

const percentFormatter = getNumberFormatter('.2%');

const toNumber = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** Stages in the order drawn: Superset's funnel sorts them descending by value. */
function stages(input: ChartPropsInput, label: string): { name: string; value: number }[] {
  const result = input.queriesData[0];
  const columns = columnLabels(input.formData.groupby);
  const temporal = temporalColumnsOf(result?.colnames ?? [], result?.coltypes ?? [], input.datasource.temporalColumns);
  const formatTime = getTimeFormatter();
  const rows = (result?.data ?? []).map((row) => ({ name: groupLabel(row, columns, temporal, formatTime), value: toNumber(row[label]) }));
  return rows.sort((a, b) => b.value - a.value);
}

/**
 * Funnel's transformProps: one stage per group, largest first, coloured from the page's label colours, each
 * labelled by "Label Contents" with its share of the first step, the previous step or the total.
 */
export function transformProps(input: ChartPropsInput): FunnelProps {
  const { formData } = input;
  const label = metricLabel(formData.metric);
  const format = valueFormatter(formData.metric, input.datasource, formData.number_format, formData.currency_format);
  const scheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  const list = stages(input, label);
  const values = list.map((stage) => stage.value);
  const data: PointOptionsObject[] = list.map((stage, index) => ({
    name: stage.name,
    y: stage.value,
    color: input.colorFor(stage.name, scheme),
    custom: { percent: stagePercent(values, index, formData.percent_calculation_type) },
  }));
  const labelType = funnelLabelType(formData.label_type ?? 0);
  const tooltipType = funnelLabelType(formData.tooltip_label_type ?? 5);
  const metricName = input.datasource.verboseMap[label] ?? label;
  const percentOf = (point: { options?: { custom?: { percent?: number } } }) => percentFormatter(point.options?.custom?.percent ?? 0);
  return {
    options: {
      chart: { type: 'funnel' },
      title: { text: undefined },
      credits: { enabled: false },
      legend: legendOptions(formData),
      tooltip: {
        enabled: formData.show_tooltip_labels !== false,
        useHTML: true,
        formatter() {
          const parts = funnelTooltipParts(tooltipType, String(this.key ?? ''), metricName, format(this.y ?? 0), percentOf(this as never));
          return tooltipHtml([parts.row], parts.title);
        },
      },
      plotOptions: {
        funnel: {
          animation: true,
          showInLegend: true,
          neckWidth: '0%',
          neckHeight: '0%',
          width: '100%',
          dataLabels: {
            enabled: formData.show_labels !== false,
            inside: formData.label_line !== true,
            formatter() {
              return labelText(labelType, String(this.key ?? ''), format(this.y ?? 0), percentOf(this as never));
            },
          },
        },
      },
      series: [{ type: 'funnel', name: metricName, data }],
    },
  };
}
