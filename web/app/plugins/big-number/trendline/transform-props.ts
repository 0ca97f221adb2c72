import { getNumberFormatter } from '../../common/number-format.ts';
import type { ChartPropsInput, FormData } from '../../types.ts';
import { fontShare } from '../common/controls.ts';
import { dateFormatter, GENERIC_TYPE, parseTime } from '../common/format.ts';
import type { BigNumberProps } from '../common/types.ts';
import { metricLabel, valueFormatter } from '../../common/part-of-whole/value-format.ts';
import { aggregateTrend, percentChange, pointsLatestFirst, xAxisLabel, type TrendPoint } from './series.ts';
import { trendlineOptions } from './trendline-options.ts';

const formatPercentChange = getNumberFormatter('+.1%');

/** Superset's `color_picker` as a CSS colour; its default teal for a missing or broken value. */
export function mainColor(value: unknown): string {
  const { r, g, b } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const channels = [r, g, b];
  if (!channels.every((c) => typeof c === 'number' && c >= 0 && c <= 255)) return 'rgb(0, 122, 135)';
  return `rgb(${channels.join(', ')})`;
}

/** The number and its point in time: the overall value, an aggregation of the trend, or the latest non-null. */
function pickNumber(
  formData: FormData,
  points: TrendPoint[],
  overall: unknown,
): { value: number | null; at: number | null; stale: boolean } {
  const aggregation = formData.aggregation ?? 'LAST_VALUE';
  const latest = points[0]?.[0] ?? null;
  if (aggregation === 'raw' && typeof overall === 'number') return { value: overall, at: latest, stale: false };
  if (aggregation !== 'LAST_VALUE' && aggregation !== 'raw')
    return { value: aggregateTrend(points, aggregation), at: latest, stale: false };
  const found = points.find(([, value]) => value !== null);
  return { value: found?.[1] ?? null, at: found?.[0] ?? latest, stale: found !== undefined && found !== points[0] };
}

/** Pads the trend to the query's whole time range when "Fix to selected Time Range" is on (Superset's behaviour). */
function fixToRange(ascending: TrendPoint[], from: number | null, to: number | null): TrendPoint[] {
  if (from === null || !ascending.length) return ascending;
  const fixed = [...ascending];
  const first = fixed[0]![0];
  if (first === null || first > from) fixed.unshift([from, null]);
  const last = fixed[fixed.length - 1]![0];
  if (to !== null && (last === null || last < to)) fixed.push([to, null]);
  return fixed;
}

/**
 * Big Number with Trendline's transformProps: the latest (or aggregated) value of the metric, the percent change
 * against `compare_lag` periods before, the timestamp, and the trend line's Highcharts options.
 */
export function transformProps({ formData, queriesData, datasource }: ChartPropsInput): BigNumberProps {
  const label = metricLabel(formData.metric);
  const result = queriesData[0];
  const points = pointsLatestFirst(result?.data ?? [], xAxisLabel(formData), label);
  const picked = pickNumber(formData, points, queriesData[1]?.data[0]?.[label]);
  const change = percentChange(points, Number(formData.compare_lag) || 0);
  const formatTime = dateFormatter(formData.time_format, formData.time_grain_sqla);
  const coltype = result?.coltypes[result.colnames.indexOf(label)];
  const asDate =
    coltype === GENERIC_TYPE.TEMPORAL ||
    coltype === GENERIC_TYPE.STRING ||
    formData.force_timestamp_formatting === true;
  const formatNumber = valueFormatter(formData.metric, datasource, formData.y_axis_format, formData.currency_format);
  const formatValue = (value: number) => (asDate ? formatTime(value) : formatNumber(value));
  const suffix = typeof formData.compare_suffix === 'string' ? formData.compare_suffix : '';
  const ascending = [...points].reverse();
  const trend =
    formData.time_range_fixed === true
      ? fixToRange(ascending, parseTime(result?.from_dttm), parseTime(result?.to_dttm))
      : ascending;
  const showTrend = formData.show_trend_line !== false && points.length > 0;
  return {
    header: picked.value === null ? null : formatValue(picked.value),
    headerFontSize: fontShare(formData.header_font_size, 0.4),
    subheader:
      change === null
        ? typeof formData.subheader === 'string'
          ? formData.subheader
          : ''
        : `${formatPercentChange(change)} ${suffix}`.trim(),
    subheaderFontSize: fontShare(formData.subheader_font_size, 0.15),
    changeClass: change === null || change === 0 ? '' : change > 0 ? 'positive' : 'negative',
    timestamp: formData.show_timestamp === true && picked.at !== null ? formatTime(picked.at) : null,
    stale: picked.stale,
    trendline: showTrend
      ? trendlineOptions(trend, {
          color: mainColor(formData.color_picker),
          startAtZero: formData.start_y_axis_at_zero !== false,
          metricName: datasource.verboseMap[label] ?? label,
          formatValue,
          formatTime,
        })
      : null,
  };
}
