import type { SeriesOptionsType, YAxisOptions } from 'highcharts';
import type { FormData } from '../types.ts';
import { escapeHtml } from '../common/part-of-whole/labels.ts';
import { intervalBands } from './axis.ts';

/** One dial of the gauge: a row of the answer. */
export interface Dial {
  name: string;
  value: number;
  color: string;
}

/** The width of one progress ring, in percent of the radius: thin as Superset's; rings inward share half the radius. */
const ringWidth = (count: number, overlap: boolean) =>
  overlap ? 10 : Math.max(4, Math.min(10, Math.floor(50 / Math.max(1, count))));

/** The width of the band the progress rings take from the outside in, in percent of the radius. */
export const ringBandWidth = (count: number, overlap: boolean) =>
  overlap ? ringWidth(count, overlap) : ringWidth(count, overlap) * Math.max(1, count);

/** Progress arcs: one band per dial, on the same ring when "Overlap" is on, else rings inwards. */
export function progressSeries(list: readonly Dial[], overlap: boolean, roundCap: boolean): SeriesOptionsType[] {
  const width = ringWidth(list.length, overlap);
  return list.map((dial, index) => {
    const outer = overlap ? 100 : 100 - index * width;
    return {
      type: 'solidgauge',
      name: dial.name,
      data: [{ y: dial.value, color: dial.color, radius: `${outer}%`, innerRadius: `${outer - width}%` }],
      rounded: roundCap,
      dataLabels: { enabled: false },
      enableMouseTracking: false,
    };
  });
}

/** The dials with their pointers and the value labels, stacked under the centre. */
export function pointerSeries(
  list: readonly Dial[],
  name: string,
  formData: FormData,
  formatValue: (value: number) => string,
): SeriesOptionsType {
  const fontSize = Number(formData.font_size) || 15;
  const hidden = formData.show_pointer === false;
  return {
    type: 'gauge',
    name,
    // Each label is a name line and a larger value line: three font sizes apart so none hides another.
    // Each needle takes its dial's colour, as Superset's pointers do.
    data: list.map((dial, index) => ({
      name: dial.name,
      y: dial.value,
      color: dial.color,
      dial: { backgroundColor: hidden ? 'transparent' : dial.color },
      dataLabels: { y: 20 + index * fontSize * 3 },
    })),
    // A slim needle with every size set: Highcharts copies an explicit undefined over its defaults and draws blobs.
    dial: { radius: '80%', baseWidth: 6, topWidth: 1, baseLength: '0%', rearLength: '0%', borderWidth: 0 },
    pivot: { radius: hidden ? 0 : 5, borderWidth: 0, backgroundColor: hidden ? 'transparent' : '#666666' },
    dataLabels: {
      useHTML: true,
      borderWidth: 0,
      style: { fontSize: `${fontSize}px` },
      formatter() {
        const title = this.key ? `${escapeHtml(String(this.key))}<br/>` : '';
        return `${title}<b style="font-size:${Math.round(fontSize * 1.2)}px">${escapeHtml(formatValue(this.y ?? 0))}</b>`;
      },
    },
    tooltip: {
      pointFormatter() {
        return `${escapeHtml(this.name)} : ${escapeHtml(formatValue(this.y ?? 0))}`;
      },
    },
  };
}

/** Where the axis draws inside the pane: the rings' band (percent of the radius) and the radius in pixels. */
export interface AxisPlacement {
  band: number;
  radius: number;
}

/**
 * The gauge axis: range, split segments, optional minor ticks and split lines, interval bands. Ticks run just
 * inside the rings' band (Highcharts would draw them a fifth of the way in, under the labels) and labels inside the
 * ticks.
 */
export function gaugeAxis(
  formData: FormData,
  range: { min: number; max: number },
  format: (value: number) => string,
  scheme: string | undefined,
  placement: AxisPlacement,
): YAxisOptions {
  const { min, max } = range;
  const splitNumber = Math.max(1, Number(formData.split_number) || 10);
  const fontSize = Number(formData.font_size) || 15;
  return {
    min,
    max,
    tickInterval: max > min ? (max - min) / splitNumber : undefined,
    minorTickInterval: formData.show_axis_tick === true ? 'auto' : undefined,
    minorTickLength: formData.show_axis_tick === true ? 6 : 0,
    tickLength: formData.show_split_line === true ? 10 : 0,
    lineWidth: 0,
    offset: -Math.round((placement.band / 100) * placement.radius) - 2,
    labels: {
      distance: `-${placement.band + 14}%`,
      style: { fontSize: `${fontSize}px` },
      formatter() {
        return format(Number(this.value));
      },
    },
    plotBands: intervalBands(formData.intervals, formData.interval_color_indices, scheme, min),
  };
}
