import type { Options, PointOptionsObject } from 'highcharts';
import { xTickLabels } from '../common/x-ticks-layout.ts';
import {
  columnsOf,
  getColumnLabel,
  getMetricLabel,
  getXAxisColumn,
} from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import { NULL_STRING, tooltipHtml } from '../common/part-of-whole/labels.ts';
import { currencyOf } from '../common/part-of-whole/value-format.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import type { ChartPropsInput, FormData } from '../types.ts';
import { WATERFALL_COLORS } from './control-panel.ts';
import { steps, waterfallSeries, type Bar } from './series.ts';

/** What the waterfall draws. */
export interface WaterfallProps {
  options: Options;
  theme: 'light' | 'dark';
}

/** Superset's default series names. */
export const LEGEND = { increase: 'Increase', decrease: 'Decrease', total: 'Total' } as const;

const TEMPORAL = 2;
const textOr = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A colour picker's `{ r, g, b }` as `#rrggbb`, or the fallback for anything else. */
export function rgbHex(value: unknown, fallback: readonly [number, number, number]): string {
  const { r, g, b } = (typeof value === 'object' && value !== null ? value : {}) as {
    r?: unknown;
    g?: unknown;
    b?: unknown;
  };
  const channels = [r, g, b].every((c) => typeof c === 'number') ? ([r, g, b] as number[]) : [...fallback];
  return `#${channels
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The category of each step: the breakdown value for breakdown rows, else the x value; blanks as `<NULL>`. */
function categoriesOf(
  data: readonly Record<string, unknown>[],
  xAxis: string,
  breakdown: string | undefined,
  totalMark: string,
) {
  return data.map((row) => {
    const useBreakdown = breakdown !== undefined && row[breakdown] !== totalMark;
    const value = useBreakdown ? row[breakdown] : row[xAxis];
    return {
      column: useBreakdown ? breakdown : xAxis,
      value: value === null || value === undefined || value === '' ? NULL_STRING : value,
    };
  });
}

/**
 * Waterfall transformProps: Superset's stacked-bar waterfall. Each step's bar rises or falls from the previous
 * running total (green up, red down), totals in grey; with a breakdown each x value's parts come first and its
 * total after them. Labels, legend names and colours come from the Customize controls.
 */
export function transformProps(input: ChartPropsInput): WaterfallProps {
  const { formData } = input;
  const result = input.queriesData[0];
  const xAxis = getColumnLabel(getXAxisColumn(formData));
  const breakdown = columnsOf(formData.groupby).map(getColumnLabel)[0];
  const metric = getMetricLabel(formData.metric);
  const totalMark = textOr(formData.total_label) ?? LEGEND.total;
  const colors = {
    increase: rgbHex(formData.increase_color, WATERFALL_COLORS.increase),
    decrease: rgbHex(formData.decrease_color, WATERFALL_COLORS.decrease),
    total: rgbHex(formData.total_color, WATERFALL_COLORS.total),
  };
  const data = steps(result?.data ?? [], xAxis, metric, breakdown, totalMark, formData.show_total !== false);
  const series = waterfallSeries(data, { xAxis, metric, breakdown }, totalMark, colors);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === TEMPORAL));
  const formatTime = getTimeFormatter(textOr(formData.x_axis_time_format));
  const categories = categoriesOf(data, xAxis, breakdown, totalMark).map(({ column, value }) =>
    value === totalMark || !temporal.has(column) ? String(value) : formatTime(value as number | string),
  );
  return {
    options: waterfallOptions(formData, {
      series,
      categories,
      colors,
      totalMark,
      hasBreakdown: breakdown !== undefined,
    }),
    theme: input.theme,
  };
}

interface Parts {
  series: ReturnType<typeof waterfallSeries>;
  categories: string[];
  colors: { increase: string; decrease: string; total: string };
  totalMark: string;
  hasBreakdown: boolean;
}

function waterfallOptions(formData: FormData, parts: Parts): Options {
  const format = getNumberFormatter(textOr(formData.y_axis_format), currencyOf(formData.currency_format));
  const names = {
    increase: textOr(formData.increase_label) ?? LEGEND.increase,
    decrease: textOr(formData.decrease_label) ?? LEGEND.decrease,
    total: parts.totalMark,
  };
  // Superset writes a rise and a total above its bar and a fall under its bar. Highcharts puts a label outside a
  // column only above it, so a fall's label is aligned to the bar's bottom and moved down by a line.
  const labels = (position: 'top' | 'bottom') => ({
    enabled: formData.show_value === true,
    ...(position === 'top' ? { inside: false } : { inside: true, verticalAlign: 'bottom' as const, y: 18 }),
    formatter(this: { point: { options: { custom?: { originalValue: number } } } }) {
      return format(this.point.options.custom?.originalValue ?? null);
    },
  });
  const bars = (name: string, data: Bar[], color: string, verticalAlign: 'top' | 'bottom') => ({
    type: 'column' as const,
    name,
    color,
    data: data as PointOptionsObject[],
    dataLabels: labels(verticalAlign),
  });
  return {
    chart: { type: 'column' },
    title: { text: undefined },
    legend: { enabled: formData.show_legend === true },
    xAxis: {
      categories: parts.categories,
      title: { text: textOr(formData.x_axis_label) },
      labels: xTickLabels(formData.x_ticks_layout),
    },
    // Stacks run in series order, so the transparent assist bar lies under the bar it lifts (Highcharts reverses by default).
    yAxis: {
      reversedStacks: false,
      title: { text: textOr(formData.y_axis_label) },
      labels: {
        formatter() {
          return format(Number(this.value));
        },
      },
    },
    plotOptions: {
      column: { stacking: 'normal', borderWidth: 0, groupPadding: 0.1, states: { inactive: { enabled: false } } },
    },
    tooltip: {
      shared: true,
      useHTML: true,
      formatter() {
        return waterfallTooltip(this as unknown as TooltipContext, names.total, parts.hasBreakdown, format);
      },
    },
    series: [
      {
        type: 'column',
        name: 'Assist',
        color: 'transparent',
        showInLegend: false,
        enableMouseTracking: false,
        data: parts.series.assist as PointOptionsObject[],
      },
      bars(names.increase, parts.series.increase, parts.colors.increase, 'top'),
      bars(names.decrease, parts.series.decrease, parts.colors.decrease, 'bottom'),
      bars(names.total, parts.series.total, parts.colors.total, 'top'),
    ],
  };
}

interface TooltipContext {
  x?: string | number;
  points?: {
    key?: string | number;
    series: { name: string };
    point: { options: { custom?: { originalValue: number; totalSum: number } } };
  }[];
}

/** Superset's waterfall tooltip: the step's change and the running total (a total shows only the total). */
function waterfallTooltip(
  context: TooltipContext,
  totalName: string,
  hasBreakdown: boolean,
  format: (value: number) => string,
): string {
  const point = (context.points ?? []).find((p) => p.point.options.custom !== undefined);
  if (!point?.point.options.custom) return '';
  const { originalValue, totalSum } = point.point.options.custom;
  const isTotal = point.series.name === totalName;
  const rows = [...(isTotal ? [] : [[point.series.name, format(originalValue)]]), [totalName, format(totalSum)]];
  return tooltipHtml(rows, !isTotal || hasBreakdown ? String(point.key ?? context.x ?? '') : undefined);
}
