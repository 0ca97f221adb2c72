import type { XAxisLabelsOptions } from 'highcharts';
import type { ControlConfig } from '../types.ts';

/** Superset's "X Tick Layout" control of box plots and waterfalls. */
export const xTicksLayoutControl: ControlConfig = {
  name: 'x_ticks_layout',
  type: 'SelectControl',
  label: 'X Tick Layout',
  default: 'auto',
  clearable: false,
  renderTrigger: true,
  choices: ['auto', 'flat', '45°', '90°', 'staggered'].map((value) => [value, value] as const),
  description: 'The way the ticks are laid out on the X-axis',
};

/**
 * The x-axis labels of a tick layout: Superset turns them clockwise (staggered reads as 45°), which is a positive
 * rotation in Highcharts; auto lets Highcharts choose.
 */
export function xTickLabels(layout: unknown): XAxisLabelsOptions {
  if (layout === '45°' || layout === 'staggered') return { rotation: 45 };
  if (layout === '90°') return { rotation: 90 };
  if (layout === 'flat') return { rotation: 0 };
  return {};
}
