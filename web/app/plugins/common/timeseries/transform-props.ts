import type { Options, SeriesOptionsType } from 'highcharts';
import { columnsOf, getColumnLabel, getXAxisLabel } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter, type Currency } from '../number-format.ts';
import { getTimeFormatter } from '../time-format.ts';
import { timeGrainOf, tooltipTimeFormatter } from '../time-grain-format.ts';
import type { HighchartsModuleName } from '../../highcharts/load-highcharts.ts';
import type { ChartDataResult, ChartPropsInput, FormData } from '../../types.ts';
import { annotationParts } from './annotations.ts';
import { legendOptions } from '../legend.ts';
import { xAxisOptions, yAxisOptions } from './axes.ts';
import { extractSeries, sortSeries, stackSeries, xAxisKindOf, type SeriesData } from './series-data.ts';
import { highchartsType, seriesStyleOf, stackingOf, type SeriesStyle } from './series-style.ts';
import { tooltipOptions } from './tooltip.ts';
import { withXAxis } from '#shared/chart-query/timeseries/build-query.ts';
import { seriesTarget } from './series-targets.ts';

/** What a time-series chart draws: Highcharts options plus the page theme and modules. */
export interface TimeseriesChartProps {
  options: Options;
  theme: 'light' | 'dark';
  highchartsModules: HighchartsModuleName[];
  /** The groupby columns a series click cross-filters on. */
  crossFilterColumns?: string[];
}

/** How one time-series chart differs from the others. */
export interface TimeseriesVariant {
  /** The chart's fixed style; without it the style comes from `seriesType`. */
  seriesType?: SeriesStyle;
  /** The style when `seriesType` is not set (generic: line, step: start). */
  defaultSeriesType?: SeriesStyle;
  /** Always fill under lines (the area chart). */
  area?: boolean;
}

/** The currency of the y-axis: the control's, else the only metric's currency in the dataset. */
export function currencyOf(value: unknown): Currency | null {
  if (typeof value !== 'object' || value === null) return null;
  const { symbol, symbolPosition } = value as { symbol?: unknown; symbolPosition?: unknown };
  if (typeof symbol !== 'string' || !symbol) return null;
  return { symbol, symbolPosition: symbolPosition === 'suffix' ? 'suffix' : 'prefix' };
}

/**
 * Percent formats win when values are shares (contribution, 100% stacks: the y-axis format when it is a percent
 * format, else `,.0%`, since a share in `,d` reads 0; percentage comparisons).
 */
export function yFormatOf(formData: FormData): string | undefined {
  const shares =
    formData.contributionMode === 'row' || formData.contributionMode === 'column' || formData.stack === 'Expand';
  const format = typeof formData.y_axis_format === 'string' ? formData.y_axis_format : undefined;
  if (shares) return format?.includes('%') ? format : ',.0%';
  if (formData.comparison_type === 'percentage' && Array.isArray(formData.time_compare) && formData.time_compare.length)
    return ',.1%';
  return typeof formData.y_axis_format === 'string' ? formData.y_axis_format : undefined;
}

function seriesOptions(
  series: readonly SeriesData[],
  formData: FormData,
  variant: TimeseriesVariant,
  input: ChartPropsInput,
): SeriesOptionsType[] {
  const style = variant.seriesType ?? seriesStyleOf(formData.seriesType, variant.defaultSeriesType);
  const area = variant.area === true || formData.area === true;
  const { type, step } = highchartsType(style, area);
  const scheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  return series.map(
    (entry) =>
      ({
        type,
        ...(step ? { step } : {}),
        name: entry.name,
        data: entry.points,
        color: input.colorFor(entry.name, scheme),
      }) as SeriesOptionsType,
  );
}

function plotOptions(formData: FormData, formatValue: (value: number | null) => string): Options['plotOptions'] {
  const stacking = stackingOf(formData.stack);
  const onlyTotal = Boolean(stacking) && formData.show_value === true && formData.only_total !== false;
  const markerSize = typeof formData.markerSize === 'number' ? formData.markerSize : 6;
  return {
    series: {
      stacking,
      marker: { enabled: formData.markerEnabled === true, radius: markerSize / 2 },
      dataLabels: {
        enabled: formData.show_value === true && !onlyTotal,
        formatter() {
          return formatValue(this.y ?? null);
        },
      },
    },
    scatter: { marker: { enabled: true, radius: markerSize / 2 } },
    area: { fillOpacity: typeof formData.opacity === 'number' ? formData.opacity : 0.2 },
    areaspline: { fillOpacity: typeof formData.opacity === 'number' ? formData.opacity : 0.2 },
  };
}

/**
 * The Highcharts options of a time-series chart from the chart data answer: one series per pivoted column
 * (colours from the page's label colours, ordered by `sort_series_type`), a datetime, numeric or category
 * x-axis, the y-axis format/currency/scale/bounds, legend, tooltip, zoom, markers, value labels, stacking and
 * annotation layers.
 */
export function transformTimeseriesProps(
  input: ChartPropsInput,
  variant: TimeseriesVariant = {},
): TimeseriesChartProps {
  const formData = withXAxis(input.formData);
  const result = input.queriesData[0];
  const xLabel = getXAxisLabel(formData) ?? '__timestamp';
  const kind = xAxisKindOf(result, xLabel, input.datasource);
  const extracted = extractSeries(result?.data ?? [], result?.colnames ?? [], xLabel, kind);
  const series = stackSeries(
    sortSeries(extracted, formData.sort_series_type, formData.sort_series_ascending === true),
    formData.stack,
  );
  const formatNumber = getNumberFormatter(yFormatOf(formData), currencyOf(formData.currency_format));
  const formatTime = getTimeFormatter(
    typeof formData.x_axis_time_format === 'string' ? formData.x_axis_time_format : undefined,
  );
  const tooltipTime = tooltipTimeFormatter(formData.tooltipTimeFormat, timeGrainOf(formData));
  // Only formula layers read the x values: a long series without layers does not collect them.
  const layers = Array.isArray(formData.annotation_layers) && formData.annotation_layers.length > 0;
  const xs = layers
    ? [...new Set(series[0]?.points.map(([x]) => x) ?? [])].filter((x): x is number => typeof x === 'number')
    : [];
  const annotations = annotationParts(formData.annotation_layers, xs, result);
  const horizontal = formData.orientation === 'horizontal' && (variant.seriesType ?? formData.seriesType) === 'bar';
  // Stacks grow upwards in series order, the first series at the bottom, as ECharts stacks them.
  const yAxis = { ...yAxisOptions(formData, formatNumber), reversedStacks: false };
  const onlyTotal =
    Boolean(stackingOf(formData.stack)) && formData.show_value === true && formData.only_total !== false;
  const options: Options = {
    chart: { inverted: horizontal, ...(formData.zoomable === true ? { zooming: { type: 'x' } } : {}) },
    xAxis: {
      ...xAxisOptions(formData, kind, formatTime, formatNumber),
      plotBands: annotations.plotBands,
      plotLines: annotations.plotLines,
    },
    yAxis: onlyTotal
      ? {
          ...yAxis,
          stackLabels: {
            enabled: true,
            formatter() {
              return formatNumber(this.total);
            },
          },
        }
      : yAxis,
    legend: legendOptions(formData),
    tooltip: tooltipOptions({
      kind,
      formatTime: tooltipTime,
      formatNumber,
      rich: formData.rich_tooltip !== false,
      sortByMetric: formData.tooltipSortByMetric === true,
    }),
    plotOptions: plotOptions(formData, formatNumber),
    series: [
      ...withCrossFilterTargets(seriesOptions(series, formData, variant, input), formData, result),
      ...annotations.series,
    ],
  };
  return {
    options,
    theme: input.theme,
    highchartsModules: [],
    crossFilterColumns: columnsOf(formData.groupby).map(getColumnLabel),
  };
}

/** Each series with the groupby values it stands for (see seriesTarget), so a click on it can cross-filter. */
function withCrossFilterTargets(
  series: SeriesOptionsType[],
  formData: FormData,
  result: ChartDataResult | undefined,
): SeriesOptionsType[] {
  const groupby = columnsOf(formData.groupby).map(getColumnLabel);
  return series.map((item) => {
    const crossFilter = seriesTarget(item.name ?? '', groupby, result?.label_map);
    return crossFilter ? { ...item, custom: { ...item.custom, crossFilter } } : item;
  });
}
