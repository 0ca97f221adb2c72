import { querySection, sharedControls } from '../common/controls.ts';
import { SMART_DATE } from '../common/time-format.ts';
import { xTicksLayoutControl } from '../common/x-ticks-layout.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';

const redraw = (control: ControlConfig): ControlConfig => ({ ...control, renderTrigger: true });
const text = (name: string, label: string, description?: string): ControlConfig =>
  redraw({ name, type: 'TextControl', label, description });
const color = (
  name: string,
  label: string,
  rgb: readonly [number, number, number],
  description: string,
): ControlConfig =>
  redraw({ name, type: 'ColorPickerControl', label, default: { r: rgb[0], g: rgb[1], b: rgb[2], a: 1 }, description });

/** Superset's default series colours of the waterfall. */
export const WATERFALL_COLORS = { increase: [90, 193, 137], decrease: [224, 67, 85], total: [102, 102, 102] } as const;

/** The waterfall's own controls (Superset's labels and defaults). */
export const waterfallControls = {
  groupby: {
    ...sharedControls.groupby,
    label: 'Breakdowns',
    multi: false,
    description:
      'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
  },
  show_legend: { ...sharedControls.show_legend, default: false },
  increase_color: color(
    'increase_color',
    'Increase color',
    WATERFALL_COLORS.increase,
    'Select the color used for values that indicate an increase in the chart',
  ),
  increase_label: text(
    'increase_label',
    'Increase label',
    'Customize the label displayed for increasing values in the chart tooltips and legend.',
  ),
  decrease_color: color(
    'decrease_color',
    'Decrease color',
    WATERFALL_COLORS.decrease,
    'Select the color used for values that indicate a decrease in the chart.',
  ),
  decrease_label: text(
    'decrease_label',
    'Decrease label',
    'Customize the label displayed for decreasing values in the chart tooltips and legend.',
  ),
  show_total: redraw({
    name: 'show_total',
    type: 'CheckboxControl',
    label: 'Show total',
    default: true,
    description: 'Display cumulative total at end',
  }),
  total_color: color(
    'total_color',
    'Total color',
    WATERFALL_COLORS.total,
    'Select the color used for values that represent total bars in the chart',
  ),
  total_label: text(
    'total_label',
    'Total label',
    'Customize the label displayed for total values in the chart tooltips, legend, and chart axis.',
  ),
  x_axis_label: { ...text('x_axis_label', 'X Axis Label'), default: '' },
  x_axis_time_format: {
    ...sharedControls.x_axis_time_format,
    default: SMART_DATE,
    description: 'D3 time format syntax: https://github.com/d3/d3-time-format.',
  },
  y_axis_label: { ...text('y_axis_label', 'Y Axis Label'), default: '' },
} satisfies Record<string, ControlConfig>;

const w = waterfallControls;
const s = sharedControls;

/** Superset's waterfall control panel: Query, Chart Options, Series settings, X Axis, Y Axis. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([[s.x_axis], [s.time_grain_sqla], [w.groupby], [s.metric], [s.adhoc_filters], [s.row_limit]]),
    { label: 'Chart Options', expanded: true, tab: 'customize', rows: [[s.show_value], [w.show_legend]] },
    {
      label: 'Series settings',
      expanded: true,
      tab: 'customize',
      rows: [
        [w.increase_color, w.increase_label],
        [w.decrease_color, w.decrease_label],
        [w.show_total],
        [w.total_color, w.total_label],
      ],
    },
    {
      label: 'X Axis',
      expanded: true,
      tab: 'customize',
      rows: [[w.x_axis_label], [w.x_axis_time_format], [xTicksLayoutControl]],
    },
    {
      label: 'Y Axis',
      expanded: true,
      tab: 'customize',
      rows: [[w.y_axis_label], [s.y_axis_format], [s.currency_format]],
    },
  ],
};
