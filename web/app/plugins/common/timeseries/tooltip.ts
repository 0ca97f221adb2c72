import type { Point, TooltipOptions } from 'highcharts';
import type { NumberFormatter } from '../number-format.ts';
import type { TimeFormatter } from '../time-format.ts';
import type { XAxisKind } from './series-data.ts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface TooltipFormats {
  kind: XAxisKind;
  formatTime: TimeFormatter;
  formatNumber: NumberFormatter;
  rich: boolean;
  sortByMetric: boolean;
}

function header(point: Point, formats: TooltipFormats): string {
  if (formats.kind === 'datetime') return formats.formatTime(Number(point.x));
  if (formats.kind === 'linear') return formats.formatNumber(Number(point.x));
  return String(point.category ?? point.name ?? point.x);
}

function line(point: Point, formatNumber: NumberFormatter): string {
  const color = typeof point.color === 'string' ? point.color : '#666666';
  return `<span style="color:${escapeHtml(color)}">●</span> ${escapeHtml(point.series.name)}: <b>${escapeHtml(formatNumber(point.y))}</b>`;
}

/**
 * Superset's tooltip: the x value in the tooltip time format, then one line per series (all series at that x for
 * a rich tooltip, sorted by value when asked). Series names come from data, so they are HTML-escaped.
 */
export function tooltipOptions(formats: TooltipFormats): TooltipOptions {
  return {
    shared: formats.rich,
    useHTML: true,
    formatter(this: Point) {
      const points = (this as Point & { points?: Point[] }).points ?? [this];
      const ordered = formats.sortByMetric ? [...points].sort((a, b) => (b.y ?? 0) - (a.y ?? 0)) : points;
      return [
        escapeHtml(header(points[0] ?? this, formats)),
        ...ordered.map((point) => line(point, formats.formatNumber)),
      ].join('<br/>');
    },
  };
}
