import type { AxisLabelsFormatterContextObject, XAxisOptions, YAxisOptions } from 'highcharts';
import { toNumber } from '#shared/chart-query/common/form-data-fields.ts';
import type { NumberFormatter } from '../number-format.ts';
import type { TimeFormatter } from '../time-format.ts';
import type { FormData } from '../../types.ts';
import type { XAxisKind } from './series-data.ts';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The x-axis: kind, time labels in `x_axis_time_format`, rotation, title. */
export function xAxisOptions(
  formData: FormData,
  kind: XAxisKind,
  formatTime: TimeFormatter,
  formatNumber: NumberFormatter,
): XAxisOptions {
  const title = text(formData.x_axis_title);
  const rotation = toNumber(formData.x_axis_label_rotation) ?? 0;
  const formatter =
    kind === 'datetime'
      ? (ctx: AxisLabelsFormatterContextObject) => formatTime(Number(ctx.value))
      : kind === 'linear'
        ? (ctx: AxisLabelsFormatterContextObject) => formatNumber(Number(ctx.value))
        : undefined;
  return {
    type: kind,
    // No rotation leaves the layout to Highcharts, which skips labels that would overlap as ECharts does; an explicit
    // 0 would instead keep every label and cut each one short.
    labels: { ...(rotation ? { rotation: -rotation } : {}), ...(formatter ? { formatter } : {}) },
    title: { text: title, margin: toNumber(formData.x_axis_title_margin) ?? 15 },
  };
}

/** Superset's `[min, max]` bounds with nulls and junk dropped. */
export function boundsOf(value: unknown): { min?: number; max?: number } {
  const [min, max] = Array.isArray(value) ? value.map(toNumber) : [];
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

interface YAxisFields {
  log?: unknown;
  bounds?: unknown;
  title?: unknown;
  truncate?: unknown;
}

/** A y-axis: number format, log scale, bounds, zero included unless truncated, minor lines, title. */
export function yAxisOptions(
  formData: FormData,
  formatNumber: NumberFormatter,
  fields: YAxisFields = {},
): YAxisOptions {
  const log = (fields.log ?? formData.logAxis) === true;
  const truncate = (fields.truncate ?? formData.truncateYAxis) === true;
  const bounds = boundsOf(fields.bounds ?? formData.y_axis_bounds);
  const title = text(fields.title ?? formData.y_axis_title);
  const onTop = formData.y_axis_title_position === 'Top';
  return {
    type: log ? 'logarithmic' : 'linear',
    ...bounds,
    // Superset's axis includes zero unless "Truncate Y Axis" is on; a log axis cannot.
    ...(log || truncate ? {} : { softMin: 0, softMax: 0 }),
    labels: { formatter: (ctx: AxisLabelsFormatterContextObject) => formatNumber(Number(ctx.value)) },
    title: onTop
      ? { text: title, align: 'high', rotation: 0, offset: 0, y: -10 }
      : { text: title, margin: toNumber(formData.y_axis_title_margin) ?? 15 },
    ...(formData.minorSplitLine === true ? { minorTickInterval: 'auto', minorGridLineWidth: 1 } : {}),
  };
}
