import type { Options, SeriesOptionsType } from 'highcharts';
import { columnsOf, getColumnLabel, getXAxisLabel } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import { getTimeFormatter } from '../common/time-format.ts';
import { timeGrainOf, tooltipTimeFormatter } from '../common/time-grain-format.ts';
import type { ChartDataResult, ChartPropsInput, FormData } from '../types.ts';
import { annotationParts } from '../common/timeseries/annotations.ts';
import { legendOptions } from '../common/legend.ts';
import { xAxisOptions, yAxisOptions } from '../common/timeseries/axes.ts';
import { withXAxis } from '#shared/chart-query/timeseries/build-query.ts';
import {
  extractSeries,
  sortSeries,
  stackSeries,
  xAxisKindOf,
  type XAxisKind,
} from '../common/timeseries/series-data.ts';
import { highchartsType, seriesStyleOf, stackingOf } from '../common/timeseries/series-style.ts';
import { tooltipOptions } from '../common/timeseries/tooltip.ts';
import { currencyOf, type TimeseriesChartProps } from '../common/timeseries/transform-props.ts';
import { seriesTarget } from '../common/timeseries/series-targets.ts';
import type { CrossFilterTarget } from '../common/cross-filter.ts';

/** Each query's groupby columns (Query B's are `groupby_b`), what a click on one of its series filters on. */
const groupbyOf = (formData: FormData, which: 'A' | 'B'): string[] =>
  columnsOf(formData[which === 'A' ? 'groupby' : 'groupby_b']).map(getColumnLabel);

/** The style fields of one query: Query A's plain names, Query B's with a `B` suffix. */
function styleOf(formData: FormData, suffix: '' | 'B') {
  const field = (name: string) => formData[`${name}${suffix}`];
  return {
    style: seriesStyleOf(field('seriesType')),
    area: field('area') === true,
    stacking: stackingOf(field('stack')),
    markers: field('markerEnabled') === true,
    markerSize: typeof field('markerSize') === 'number' ? (field('markerSize') as number) : 6,
    showValue: field('show_value') === true,
    opacity: typeof field('opacity') === 'number' ? (field('opacity') as number) : 0.2,
    yAxis: field('yAxisIndex') === 1 ? 1 : 0,
  };
}

const crossFilterOf = (target: CrossFilterTarget | undefined) => (target ? { custom: { crossFilter: target } } : {});

function querySeries(
  input: ChartPropsInput,
  result: ChartDataResult | undefined,
  kind: XAxisKind,
  which: 'A' | 'B',
): SeriesOptionsType[] {
  const formData = input.formData;
  const xLabel = getXAxisLabel(withXAxis(formData)) ?? '__timestamp';
  const style = styleOf(formData, which === 'A' ? '' : 'B');
  const { type, step } = highchartsType(style.style, style.area);
  const extracted = extractSeries(result?.data ?? [], result?.colnames ?? [], xLabel, kind);
  const sorted = stackSeries(
    sortSeries(extracted, formData.sort_series_type, formData.sort_series_ascending === true),
    formData[which === 'A' ? 'stack' : 'stackB'],
  );
  const format = getNumberFormatter(
    style.yAxis === 1
      ? (formData.y_axis_format_secondary as string | undefined)
      : (formData.y_axis_format as string | undefined),
  );
  const suffix = formData.show_query_identifiers === true ? ` (Query ${which})` : '';
  const scheme = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  const groupby = groupbyOf(formData, which);
  return sorted.map(
    (entry) =>
      ({
        type,
        ...(step ? { step } : {}),
        name: `${entry.name}${suffix}`,
        data: entry.points,
        yAxis: style.yAxis,
        // Superset filters on the groupby of the query the clicked series comes from.
        ...crossFilterOf(seriesTarget(entry.name, groupby, result?.label_map, `${entry.name}${suffix}`, groupby)),
        color: input.colorFor(entry.name, scheme),
        stacking: style.stacking,
        fillOpacity: style.opacity,
        marker: { enabled: style.markers || style.style === 'scatter', radius: style.markerSize / 2 },
        dataLabels: {
          enabled: style.showValue,
          formatter() {
            return format(this.y ?? null);
          },
        },
      }) as SeriesOptionsType,
  );
}

/**
 * The mixed chart's Highcharts options: Query A's and Query B's series over one x-axis, each query with its own
 * series style, stacking and y-axis (primary, or the secondary on the right with its own format, scale and title).
 */
export function transformMixedProps(input: ChartPropsInput): TimeseriesChartProps {
  const formData = withXAxis(input.formData);
  const [resultA, resultB] = input.queriesData;
  const kind = xAxisKindOf(resultA ?? resultB, getXAxisLabel(formData) ?? '__timestamp', input.datasource);
  const primary = getNumberFormatter(
    formData.y_axis_format as string | undefined,
    currencyOf(formData.currency_format),
  );
  const secondary = getNumberFormatter(
    formData.y_axis_format_secondary as string | undefined,
    currencyOf(formData.currency_format_secondary),
  );
  const seriesA = querySeries({ ...input, formData }, resultA, kind, 'A');
  const xs = [...new Set(((seriesA[0] as { data?: [unknown][] } | undefined)?.data ?? []).map(([x]) => x))].filter(
    (x): x is number => typeof x === 'number',
  );
  const annotations = annotationParts(formData.annotation_layers, xs, resultA);
  const options: Options = {
    chart: formData.zoomable === true ? { zooming: { type: 'x' } } : {},
    xAxis: {
      ...xAxisOptions(formData, kind, getTimeFormatter(formData.x_axis_time_format as string | undefined), primary),
      plotBands: annotations.plotBands,
      plotLines: annotations.plotLines,
    },
    yAxis: [
      { ...yAxisOptions(formData, primary), reversedStacks: false },
      {
        ...yAxisOptions(formData, secondary, {
          log: formData.logAxisSecondary ?? false,
          bounds: formData.y_axis_bounds_secondary ?? [],
          title: formData.yAxisTitleSecondary ?? '',
        }),
        opposite: true,
        reversedStacks: false,
      },
    ],
    legend: legendOptions(formData),
    tooltip: tooltipOptions({
      kind,
      formatTime: tooltipTimeFormatter(formData.tooltipTimeFormat, timeGrainOf(formData)),
      formatNumber: primary,
      rich: formData.rich_tooltip !== false,
      sortByMetric: false,
    }),
    series: [...seriesA, ...querySeries({ ...input, formData }, resultB, kind, 'B'), ...annotations.series],
  };
  const crossFilterColumns = [...new Set([...groupbyOf(formData, 'A'), ...groupbyOf(formData, 'B')])];
  return { options, theme: input.theme, highchartsModules: [], crossFilterColumns };
}
