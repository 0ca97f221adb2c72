import type { Options, PointOptionsObject } from 'highcharts';
import { valueFormatter } from '../common/part-of-whole/value-format.ts';
import { getColumnLabel, getMetricLabel, toNumber } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import { tooltipHtml } from '../common/part-of-whole/labels.ts';
import type { ChartPropsInput, FormData } from '../types.ts';
import { axisFormatter, distinctValues, sortAxis, totalsBy } from './axes.ts';
import { RANK_COLUMN } from '#shared/chart-query/heatmap/build-query.ts';
import { colorAxis, colorBounds } from './color-axis.ts';
import { cellTarget, heatmapFilterColumns } from './cross-filter.ts';
import type { CrossFilterTarget } from '../common/cross-filter.ts';

/** What the heatmap draws. */
export interface HeatmapProps {
  options: Options;
  theme: 'light' | 'dark';
  /** The axis columns a cell click cross-filters on (cells carry `custom.crossFilter`). */
  crossFilterColumns: string[];
}

const percentFormatter = getNumberFormatter('.2%');

/** A heatmap cell: its axis indexes, the colour value (metric or rank) and the metric for labels. */
interface Cell {
  x: number;
  y: number;
  value: number | null;
  custom: { metric: number | null; xLabel: string; yLabel: string; percent: string; crossFilter?: CrossFilterTarget };
}

const intervalStep = (value: unknown): number | undefined => {
  const step = toNumber(value);
  return step === undefined || step <= 0 ? undefined : Math.trunc(step);
};

const marginOf = (value: unknown): number | undefined => toNumber(value);

/** The share the tooltip shows: of the column's, the row's or the whole heatmap's total. */
function shareOf(
  formData: FormData,
  metric: number | null,
  totals: { x: number; y: number; all: number },
  labels: { x: string; y: string },
): string {
  if (typeof metric !== 'number') return `${percentFormatter(0)} (heatmap)`;
  if (formData.normalize_across === 'x') return `${percentFormatter(metric / totals.x)} (${labels.x})`;
  if (formData.normalize_across === 'y') return `${percentFormatter(metric / totals.y)} (${labels.y})`;
  return `${percentFormatter(metric / totals.all)} (heatmap)`;
}

/**
 * Heatmap transformProps: one cell per row at (x-axis value, y-axis value), axes sorted as asked, coloured
 * through the sequential scheme by the metric or, when "Normalized", by the percentile rank the query's
 * `rank` step added; the tooltip shows the value and its share of the normalisation range.
 */
export function transformProps(input: ChartPropsInput): HeatmapProps {
  const { formData } = input;
  const result = input.queriesData[0];
  const rows = result?.data ?? [];
  const [xColumn = getColumnLabel(formData.x_axis), yColumn = ''] = result?.colnames ?? [];
  const metric = getMetricLabel(formData.metric);
  const colorColumn = formData.normalized === true ? RANK_COLUMN : metric;
  const format = valueFormatter(formData.metric, input.datasource, formData.y_axis_format, formData.currency_format);
  const xTotals = totalsBy(rows, xColumn, metric);
  const yTotals = totalsBy(rows, yColumn, metric);
  const allTotal = [...xTotals.values()].reduce((sum, value) => sum + value, 0);
  const xValues = sortAxis(distinctValues(rows, xColumn), formData.sort_x_axis, xTotals);
  const yValues = sortAxis(distinctValues(rows, yColumn), formData.sort_y_axis, yTotals);
  const formatX = axisFormatter(result?.coltypes[0], formData.x_axis_time_format);
  const formatY = axisFormatter(result?.coltypes[1], formData.x_axis_time_format);
  const xIndex = new Map(xValues.map((value, i) => [value, i]));
  const yIndex = new Map(yValues.map((value, i) => [value, i]));
  const filterColumns = heatmapFilterColumns(formData, result?.coltypes);
  const cells: Cell[] = rows.flatMap((row) => {
    const x = xIndex.get(row[xColumn]);
    const y = yIndex.get(row[yColumn]);
    if (x === undefined || y === undefined) return [];
    const value = typeof row[metric] === 'number' ? (row[metric] as number) : null;
    const labels = { x: formatX(row[xColumn]), y: formatY(row[yColumn]) };
    const totals = { x: xTotals.get(row[xColumn]) ?? 0, y: yTotals.get(row[yColumn]) ?? 0, all: allTotal };
    const color = typeof row[colorColumn] === 'number' ? (row[colorColumn] as number) : null;
    const crossFilter = cellTarget(filterColumns, row[xColumn], row[yColumn], `${labels.x}, ${labels.y}`);
    return [
      {
        x,
        y,
        value: color,
        custom: {
          metric: value,
          xLabel: labels.x,
          yLabel: labels.y,
          percent: shareOf(formData, value, totals, labels),
          ...(crossFilter ? { crossFilter } : {}),
        },
      },
    ];
  });
  const colorValues = cells.map((cell) => cell.value).filter((value): value is number => value !== null);
  const metricName = input.datasource.verboseMap[metric] ?? metric;
  return {
    options: heatmapOptions(formData, {
      cells,
      xCategories: xValues.map(formatX),
      yCategories: yValues.map(formatY),
      colorValues,
      metricName,
      format,
    }),
    theme: input.theme,
    crossFilterColumns: Object.values(filterColumns),
  };
}

interface HeatmapParts {
  cells: Cell[];
  xCategories: string[];
  yCategories: string[];
  colorValues: number[];
  metricName: string;
  format: (value: number | null) => string;
}

function heatmapOptions(formData: FormData, parts: HeatmapParts): Options {
  const { cells, metricName, format } = parts;
  const showPercentage = formData.show_percentage !== false;
  const rotation = toNumber(formData.x_axis_label_rotation);
  return {
    chart: {
      type: 'heatmap',
      marginLeft: marginOf(formData.left_margin),
      marginBottom: marginOf(formData.bottom_margin),
    },
    title: { text: undefined },
    xAxis: {
      categories: parts.xCategories,
      labels: { step: intervalStep(formData.xscale_interval), rotation: rotation ? -rotation : undefined },
    },
    yAxis: {
      categories: parts.yCategories,
      title: { text: undefined },
      reversed: false,
      labels: { step: intervalStep(formData.yscale_interval) },
    },
    colorAxis: colorAxis(
      formData.linear_color_scheme,
      formData.legend_type,
      colorBounds(parts.colorValues, formData.value_bounds),
      (value) => format(value),
    ),
    legend: { enabled: formData.show_legend !== false, align: 'right', verticalAlign: 'top', layout: 'horizontal' },
    tooltip: {
      useHTML: true,
      formatter() {
        const { custom } = (this as unknown as { options: { custom: Cell['custom'] } }).options;
        const row = [metricName, format(custom.metric), ...(showPercentage ? [custom.percent] : [])];
        return tooltipHtml([row], `${custom.xLabel} (${custom.yLabel})`);
      },
    },
    series: [
      {
        type: 'heatmap',
        name: metricName,
        // The page theme gives every series circle markers; a heatmap cell takes the marker's shape, so say rectangles.
        marker: { symbol: 'rect' },
        borderWidth: toNumber(formData.border_width) ?? 0,
        data: cells as PointOptionsObject[],
        dataLabels: {
          enabled: formData.show_values === true,
          formatter() {
            return format(
              (this as unknown as { point: { options: { custom: Cell['custom'] } } }).point.options.custom.metric,
            );
          },
        },
      },
    ],
  };
}
