import type { LegendOptions } from 'highcharts';
import type { ControlRow, FormData } from '../types.ts';
import { formatControls } from './controls-format.ts';

/** Superset's legend controls (`legendSection`): show, type, orientation and margin, all redraw-only. */
export const legendRows: readonly ControlRow[] = [
  [formatControls.show_legend],
  [formatControls.legendType],
  [formatControls.legendOrientation],
  [formatControls.legendMargin],
];

const PLACEMENT: Readonly<Record<string, Pick<LegendOptions, 'align' | 'verticalAlign' | 'layout'>>> = {
  top: { align: 'center', verticalAlign: 'top', layout: 'horizontal' },
  bottom: { align: 'center', verticalAlign: 'bottom', layout: 'horizontal' },
  left: { align: 'left', verticalAlign: 'middle', layout: 'vertical' },
  right: { align: 'right', verticalAlign: 'middle', layout: 'vertical' },
};

/**
 * The height of a scroll legend across the top or bottom: one row of items and the page arrows under it. Less
 * cuts the row in half; more shows a second row cut short.
 */
const SCROLL_LEGEND_HEIGHT = 50;

/**
 * Highcharts legend options from Superset's legend form data. A scroll legend keeps to one row (or column),
 * paging the rest; a plain legend wraps and shows every item. Items sit side by side at their own widths, not in
 * columns as wide as the widest, so a row holds as many as fit.
 */
export function legendOptions(formData: FormData): LegendOptions {
  const orientation = typeof formData.legendOrientation === 'string' ? formData.legendOrientation : 'top';
  const placement = PLACEMENT[orientation] ?? PLACEMENT.top!;
  const margin = Number(formData.legendMargin);
  const scroll = formData.legendType !== 'plain';
  const horizontal = placement.layout === 'horizontal';
  return {
    enabled: formData.show_legend !== false,
    ...placement,
    ...(Number.isFinite(margin) && margin > 0 ? { margin } : {}),
    alignColumns: false,
    ...(scroll && horizontal ? { maxHeight: SCROLL_LEGEND_HEIGHT } : {}),
  };
}
