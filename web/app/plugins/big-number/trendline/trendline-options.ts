import type { Options } from 'highcharts';
import type { TimeFormatter } from '../../common/time-format.ts';
import type { TrendPoint } from './series.ts';

/** What the trend line needs beyond its points. */
export interface TrendlineStyle {
  color: string;
  startAtZero: boolean;
  metricName: string;
  formatValue: (value: number) => string;
  formatTime: TimeFormatter;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The tooltip of a point: the time, then "metric: value" (`N/A` for a gap), as Superset's trend line shows it. */
export function trendTooltip(point: { x: number; y: number | null }, style: TrendlineStyle): string {
  const value = point.y === null ? 'N/A' : style.formatValue(point.y);
  return `<b>${escapeHtml(style.formatTime(point.x))}</b><br/>${escapeHtml(style.metricName)}: ${escapeHtml(value)}`;
}

/**
 * The main colour with no opacity, where the area's gradient ends: fading to transparent white would pass through
 * grey on a dark page. `rgb(r, g, b)` is how the chart writes its colour; anything else fades to transparent.
 */
export function fadedOut(color: string): string {
  const match = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  return match ? `rgba(${match[1]}, ${match[2]}, ${match[3]}, 0)` : 'rgba(0, 0, 0, 0)';
}

/**
 * Highcharts options of the trend line under a big number: a smooth area fading from the main colour, no axes,
 * no legend, x spanning exactly the points (time ascending), y from zero unless "Start y-axis at 0" is off.
 */
export function trendlineOptions(points: readonly TrendPoint[], style: TrendlineStyle): Options {
  const data = points.filter((p): p is [number, number | null] => p[0] !== null);
  return {
    chart: { type: 'areaspline', spacing: [0, 0, 0, 0], backgroundColor: 'transparent' },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    xAxis: { type: 'datetime', visible: false, min: data[0]?.[0], max: data[data.length - 1]?.[0] },
    yAxis: { visible: false, min: style.startAtZero ? 0 : undefined, startOnTick: false, endOnTick: false },
    tooltip: {
      useHTML: true,
      formatter() {
        return trendTooltip({ x: Number(this.x), y: this.y ?? null }, style);
      },
    },
    plotOptions: { series: { animation: false, marker: { enabled: false, radius: 5 } } },
    series: [
      {
        type: 'areaspline',
        name: style.metricName,
        color: style.color,
        data: data.map(([x, y]) => [x, y]),
        fillColor: {
          linearGradient: { x1: 0, y1: 0, x2: 0, y2: 1 },
          stops: [
            [0, style.color],
            [1, fadedOut(style.color)],
          ],
        },
      },
    ],
  };
}
