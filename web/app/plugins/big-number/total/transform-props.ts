import type { ChartPropsInput } from '../../types.ts';
import { conditionalColor } from '../common/conditional-color.ts';
import { fontShare } from '../common/controls.ts';
import { dateFormatter, GENERIC_TYPE, parseMetricValue } from '../common/format.ts';
import type { BigNumberProps } from '../common/types.ts';
import { metricLabel, valueFormatter } from '../../common/part-of-whole/value-format.ts';

/**
 * Big Number's transformProps: the metric of the single row, formatted as a number (or as a date when the
 * metric is temporal or a string, or "Force date format" is on), with the subheader and conditional colour.
 */
export function transformProps({ formData, queriesData, datasource }: ChartPropsInput): BigNumberProps {
  const label = metricLabel(formData.metric);
  const result = queriesData[0];
  const row = result?.data[0];
  const value = row ? parseMetricValue(row[label]) : null;
  const coltype = result?.coltypes[result.colnames.indexOf(label)] ?? result?.coltypes[0];
  const asDate =
    coltype === GENERIC_TYPE.TEMPORAL ||
    coltype === GENERIC_TYPE.STRING ||
    formData.force_timestamp_formatting === true;
  const format = asDate
    ? dateFormatter(formData.time_format, formData.time_grain_sqla)
    : valueFormatter(formData.metric, datasource, formData.y_axis_format, formData.currency_format);
  const subheader = typeof formData.subheader === 'string' ? formData.subheader : '';
  return {
    header: value === null ? null : format(value),
    headerFontSize: fontShare(formData.header_font_size, 0.4),
    subheader,
    subheaderFontSize: fontShare(formData.subheader_font_size, 0.15),
    changeClass: '',
    timestamp: null,
    stale: false,
    headerColor: conditionalColor(formData.conditional_formatting, label, value),
    trendline: null,
  };
}
