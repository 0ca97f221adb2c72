import type { Options, PointOptionsObject, SeriesScatterOptions, XAxisOptions, YAxisOptions } from 'highcharts';
import { getColumnLabel, getMetricLabel, toNumber } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter, type NumberFormatter } from '../common/number-format.ts';
import { NULL_STRING, tooltipHtml } from '../common/part-of-whole/labels.ts';
import { legendOptions } from '../common/legend.ts';
import type { ChartPropsInput, FormData } from '../types.ts';

/** What the bubble chart draws. */
export interface BubbleProps {
  options: Options;
  theme: 'light' | 'dark';
}

/** Superset's smallest bubble, in pixels across. */
export const MINIMUM_BUBBLE_SIZE = 5;

const textOr = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Superset's bubble diameter: linear in the size metric from 5px to 5px + twice the maximum bubble size. */
export function bubbleDiameter(
  size: number | null,
  [min, max]: readonly [number, number],
  maxBubbleSize: number,
): number {
  const scaled = size === null ? 0 : ((size - min) / (max - min)) * (maxBubbleSize * 2);
  return (Number.isFinite(scaled) ? scaled : 0) + MINIMUM_BUBBLE_SIZE;
}

interface Labels {
  x: string;
  y: string;
  size: string;
}

/** The bubbles grouped into one series per series value (or per entity without one), in first-seen order. */
function seriesOf(input: ChartPropsInput, labels: Labels): SeriesScatterOptions[] {
  const { formData } = input;
  const rows = input.queriesData[0]?.data ?? [];
  const entity = getColumnLabel(formData.entity);
  const seriesColumn = getColumnLabel(formData.series);
  const sizes = rows.map((row) => numberOrNull(row[labels.size])).filter((size): size is number => size !== null);
  const extent = [Math.min(...sizes), Math.max(...sizes)] as const;
  const maxBubbleSize = toNumber(formData.max_bubble_size) ?? 25;
  const byName = new Map<string, PointOptionsObject[]>();
  for (const row of rows) {
    const value = seriesColumn ? row[seriesColumn] : row[entity];
    const name = value === null || value === undefined || value === '' ? NULL_STRING : String(value);
    const size = numberOrNull(row[labels.size]);
    const [x, y] = [numberOrNull(row[labels.x]), numberOrNull(row[labels.y])];
    // A bubble without both coordinates cannot be placed (ECharts skips it too).
    if (x === null || y === null) continue;
    const point: PointOptionsObject = {
      x,
      y,
      marker: { radius: bubbleDiameter(size, extent, maxBubbleSize) / 2 },
      custom: {
        size,
        entity: String(row[entity] ?? NULL_STRING),
        series: seriesColumn ? String(row[seriesColumn] ?? '') : '',
      },
    };
    byName.set(name, [...(byName.get(name) ?? []), point]);
  }
  const opacity = toNumber(formData.opacity) ?? 0.6;
  const scheme = textOr(formData.color_scheme);
  return [...byName].map(([name, data]) => ({
    type: 'scatter',
    name,
    data,
    color: input.colorFor(name, scheme),
    opacity,
  }));
}

/** Room the axes' labels and titles take from the chart's box, in px: what is left is the plot the bubbles sit in. */
const AXES_ROOM = { width: 80, height: 100 };

/**
 * Axis padding, as a share of the plot's length, that keeps the largest bubble whole at the axis's ends (Highcharts
 * pads in shares of the axis, not in pixels): at least Superset's 5 %, at most a quarter.
 */
function paddingFor(series: SeriesScatterOptions[], plotLength: number): number {
  const radii = series.flatMap((one) => (one.data as PointOptionsObject[]).map((point) => point.marker?.radius ?? 0));
  const largest = Math.max(0, ...radii) + 2;
  return Math.min(0.25, Math.max(0.05, largest / Math.max(plotLength, 1)));
}

/** Axis bounds from a `[min, max]` bounds control; blanks stay unset. */
const boundsOf = (bounds: unknown): { min?: number; max?: number } => {
  const [min, max] = Array.isArray(bounds) ? bounds.map(toNumber) : [];
  return { min, max };
};

function axis(formData: FormData, which: 'x' | 'y', format: NumberFormatter): XAxisOptions & YAxisOptions {
  const rotation = toNumber(formData[`${which}AxisLabelRotation`]);
  return {
    type: formData[`log${which.toUpperCase()}Axis`] === true ? 'logarithmic' : 'linear',
    gridLineWidth: 1,
    gridLineDashStyle: 'Dash',
    title: {
      text: textOr(formData[`${which}_axis_label`]),
      margin: toNumber(formData[`${which}_axis_title_margin`]) ?? 30,
      style: { fontWeight: 'bolder' },
      rotation: rotation || undefined,
    },
    labels: {
      formatter() {
        return format(Number(this.value));
      },
    },
  };
}

/**
 * Bubble transformProps: one bubble per row at (x metric, y metric), sized by the size metric between 5px and
 * 5px + twice "Max Bubble Size", coloured by its series (or entity); tooltips name the entity and its series.
 */
export function transformProps(input: ChartPropsInput): BubbleProps {
  const { formData } = input;
  const labels = { x: getMetricLabel(formData.x), y: getMetricLabel(formData.y), size: getMetricLabel(formData.size) };
  const formats = {
    x: getNumberFormatter(textOr(formData.xAxisFormat)),
    y: getNumberFormatter(textOr(formData.y_axis_format)),
    size: getNumberFormatter(textOr(formData.tooltipSizeFormat)),
  };
  const truncateX = formData.truncateXAxis !== false;
  const truncateY = formData.truncateYAxis === true;
  const series = seriesOf(input, labels);
  const xPadding = paddingFor(series, input.width - AXES_ROOM.width);
  const yPadding = paddingFor(series, input.height - AXES_ROOM.height);
  const options: Options = {
    chart: { type: 'scatter' },
    title: { text: undefined },
    legend: legendOptions(formData),
    // A truncated axis ends at the outermost bubbles' centres: the padding keeps those bubbles whole.
    xAxis: {
      ...axis(formData, 'x', formats.x),
      ...(truncateX ? boundsOf(formData.x_axis_bounds) : {}),
      startOnTick: !truncateX,
      endOnTick: !truncateX,
      ...(truncateX ? { minPadding: xPadding, maxPadding: xPadding } : {}),
    },
    // Without truncation the y-axis keeps zero in view, as ECharts' non-scaled value axis does.
    yAxis: {
      ...axis(formData, 'y', formats.y),
      ...boundsOf(formData.y_axis_bounds),
      ...(truncateY ? { minPadding: yPadding, maxPadding: yPadding } : { softMin: 0, softMax: 0 }),
    },
    tooltip: {
      useHTML: true,
      formatter() {
        const point = this as unknown as {
          x: number;
          y: number;
          options: { custom: { size: number | null; entity: string; series: string } };
        };
        const { custom } = point.options;
        const title = custom.series ? `${custom.series} (${custom.entity})` : custom.entity;
        return tooltipHtml(
          [
            [labels.x, formats.x(point.x)],
            [labels.y, formats.y(point.y)],
            [labels.size, formats.size(custom.size)],
          ],
          title,
        );
      },
    },
    series,
  };
  return { options, theme: input.theme };
}
