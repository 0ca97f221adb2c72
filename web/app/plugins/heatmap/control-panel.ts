import { querySection, sharedControls, validateNonEmpty } from '../common/controls.ts';
import { metricsOf } from '#shared/chart-query/common/form-data-fields.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';

const SORT_AXIS_CHOICES = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
] as const;

const MARGIN_CHOICES = [
  ['auto', 'Auto'],
  ...[50, 75, 100, 125, 150, 200].map((value) => [value, String(value)] as const),
] as const;
const INTERVAL_CHOICES = [
  [-1, 'Auto'],
  ...Array.from({ length: 50 }, (_, i) => [i + 1, String(i + 1)] as const),
] as const;

const sortAxis = (name: string, label: string): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  choices: SORT_AXIS_CHOICES,
  default: 'alpha_asc',
  clearable: false,
});

const margin = (name: string, label: string, side: string): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  freeForm: true,
  clearable: false,
  choices: MARGIN_CHOICES,
  default: 'auto',
  renderTrigger: true,
  description: `${side} margin, in pixels, allowing for more room for axis labels`,
});

const interval = (name: string, label: string, axis: string): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  choices: INTERVAL_CHOICES,
  default: -1,
  clearable: false,
  renderTrigger: true,
  description: `Number of steps to take between ticks when displaying the ${axis} scale`,
});

const checkbox = (name: string, label: string, defaultValue: boolean, description: string): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  default: defaultValue,
  renderTrigger: true,
  description,
});

/** The heatmap's own controls (Superset's names, labels and defaults). */
export const heatmapControls = {
  groupby: {
    ...sharedControls.groupby,
    label: 'Y-Axis',
    description: 'Dimension to use on y-axis.',
    multi: false,
    validators: [validateNonEmpty],
  },
  sort_x_axis: sortAxis('sort_x_axis', 'Sort X Axis'),
  sort_y_axis: sortAxis('sort_y_axis', 'Sort Y Axis'),
  normalize_across: {
    name: 'normalize_across',
    type: 'SelectControl',
    label: 'Normalize Across',
    default: 'heatmap',
    choices: [
      ['heatmap', 'heatmap'],
      ['x', 'x'],
      ['y', 'y'],
    ],
    description:
      'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range: ' +
      'x: values are normalized within each column; y: values are normalized within each row; heatmap: values are normalized across the entire heatmap',
  },
  legend_type: {
    name: 'legend_type',
    type: 'SelectControl',
    label: 'Legend Type',
    default: 'continuous',
    clearable: false,
    renderTrigger: true,
    choices: [
      ['continuous', 'Continuous'],
      ['piecewise', 'Piecewise'],
    ],
  },
  xscale_interval: interval('xscale_interval', 'XScale Interval', 'X'),
  yscale_interval: interval('yscale_interval', 'YScale Interval', 'Y'),
  left_margin: margin('left_margin', 'Left Margin', 'Left'),
  bottom_margin: margin('bottom_margin', 'Bottom Margin', 'Bottom'),
  value_bounds: {
    name: 'value_bounds',
    type: 'BoundsControl',
    label: 'Value bounds',
    default: [null, null],
    renderTrigger: true,
    description: 'Hard value bounds applied for color coding.',
  },
  y_axis_format: { ...sharedControls.y_axis_format, label: 'Value Format' },
  show_legend: checkbox('show_legend', 'Legend', true, 'Whether to display the legend (toggles)'),
  show_percentage: checkbox(
    'show_percentage',
    'Show percentage',
    true,
    'Whether to include the percentage in the tooltip',
  ),
  show_values: checkbox(
    'show_values',
    'Show Values',
    false,
    'Whether to display the numerical values within the cells',
  ),
  normalized: checkbox(
    'normalized',
    'Normalized',
    false,
    'Whether to apply a normal distribution based on rank on the color scale',
  ),
} satisfies Record<string, ControlConfig>;

const h = heatmapControls;
const s = sharedControls;

/** Superset's heatmap control panel: Query, then Chart Options. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [s.x_axis],
      [s.time_grain_sqla],
      [h.groupby],
      [s.metric],
      [s.adhoc_filters],
      [s.row_limit],
      [h.sort_x_axis],
      [h.sort_y_axis],
      [h.normalize_across],
    ]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [h.legend_type],
        [s.linear_color_scheme],
        [h.xscale_interval],
        [h.yscale_interval],
        [h.left_margin],
        [h.bottom_margin],
        [h.value_bounds],
        [h.y_axis_format],
        [s.x_axis_time_format],
        [s.currency_format],
        [h.show_legend],
        [h.show_percentage],
        [h.show_values],
        [h.normalized],
      ],
    },
  ],
  // Coming from a chart with several metrics, the heatmap keeps the first as its one metric (Superset's shiftMetric).
  formDataOverrides: (formData) =>
    formData.metric === undefined && metricsOf(formData.metrics).length > 0
      ? { ...formData, metric: metricsOf(formData.metrics)[0] }
      : formData,
};
