import { querySection, sharedControls, validateNonEmpty } from '../common/controls.ts';
import { legendRows } from '../common/legend.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';

const TITLE_MARGINS = [15, 30, 50, 75, 100, 125, 150, 200].map((value) => [value, String(value)] as const);
const redraw = (control: ControlConfig): ControlConfig => ({ ...control, renderTrigger: true });
const metric = (name: string, label: string, description: string): ControlConfig => ({
  ...sharedControls.metric,
  name,
  label,
  description,
});

const axisControls = (axis: 'x' | 'y', rotations: readonly (readonly [number, string])[]): ControlConfig[] => [
  redraw({ name: `${axis}_axis_label`, type: 'TextControl', label: `${axis.toUpperCase()} Axis Title`, default: '' }),
  redraw({
    name: `${axis}AxisLabelRotation`,
    type: 'SelectControl',
    freeForm: true,
    clearable: false,
    label: `Rotate ${axis} axis label`,
    choices: rotations,
    default: 0,
    description: 'Input field supports custom rotation. e.g. 30 for 30°',
  }),
  redraw({
    name: `${axis}_axis_title_margin`,
    type: 'SelectControl',
    freeForm: true,
    clearable: true,
    label: `${axis.toUpperCase()} AXIS TITLE MARGIN`,
    default: 30,
    choices: TITLE_MARGINS,
  }),
  axis === 'x'
    ? { ...sharedControls.y_axis_format, name: 'xAxisFormat', label: 'X Axis Format' }
    : sharedControls.y_axis_format,
  redraw({
    name: `log${axis.toUpperCase()}Axis`,
    type: 'CheckboxControl',
    label: `Logarithmic ${axis}-axis`,
    default: false,
    description: `Logarithmic ${axis}-axis`,
  }),
];

/** The bubble chart's own controls (Superset's labels and defaults). */
export const bubbleControls = {
  series: {
    ...sharedControls.groupby,
    name: 'series',
    label: 'Dimension',
    multi: false,
    description: 'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
  },
  entity: {
    ...sharedControls.groupby,
    name: 'entity',
    label: 'Entity',
    multi: false,
    validators: [validateNonEmpty],
    description: 'This defines the element to be plotted on the chart',
  },
  x: metric('x', 'X Axis', "The dataset's column for the X axis"),
  y: metric('y', 'Y Axis', "The dataset's column for the Y axis"),
  size: metric('size', 'Bubble Size', 'Metric used to calculate bubble size'),
  orderby: { ...sharedControls.series_limit_metric, name: 'orderby' },
  order_desc: { ...sharedControls.order_desc, visibility: (formData) => Boolean(formData.orderby) },
  max_bubble_size: redraw({
    name: 'max_bubble_size',
    type: 'SelectControl',
    freeForm: true,
    label: 'Max Bubble Size',
    default: '25',
    choices: ['5', '10', '15', '25', '50', '75', '100'].map((value) => [value, value] as const),
  }),
  tooltipSizeFormat: { ...sharedControls.y_axis_format, name: 'tooltipSizeFormat', label: 'Bubble size number format' },
  opacity: redraw({
    name: 'opacity',
    type: 'SliderControl',
    label: 'Bubble Opacity',
    min: 0,
    max: 1,
    step: 0.1,
    default: 0.6,
    description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
  }),
  truncateXAxis: redraw({
    name: 'truncateXAxis',
    type: 'CheckboxControl',
    label: 'Truncate X Axis',
    default: true,
    description:
      'Truncate X Axis. Can be overridden by specifying a min or max bound. Only applicable for numerical X axis.',
  }),
  x_axis_bounds: redraw({
    name: 'x_axis_bounds',
    type: 'BoundsControl',
    label: 'X Axis Bounds',
    default: [null, null],
    visibility: (formData) => formData.truncateXAxis !== false,
    description:
      'Bounds for numerical X axis. Not applicable for temporal or categorical axes. When left empty, the bounds are dynamically defined ' +
      "based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
  }),
  y_axis_bounds: { ...sharedControls.y_axis_bounds, visibility: (formData) => formData.truncateYAxis === true },
} satisfies Record<string, ControlConfig>;

const b = bubbleControls;
const s = sharedControls;

/** Superset's bubble chart control panel: Query, Chart Options, X Axis, Y Axis. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [b.series],
      [b.entity],
      [b.x],
      [b.y],
      [s.adhoc_filters],
      [b.size],
      [b.orderby],
      [b.order_desc],
      [s.row_limit],
    ]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [[s.color_scheme], ...legendRows, [b.max_bubble_size], [b.tooltipSizeFormat], [b.opacity]],
    },
    {
      label: 'X Axis',
      expanded: true,
      tab: 'customize',
      rows: axisControls('x', [
        [0, '0°'],
        [45, '45°'],
        [90, '90°'],
      ]).map((control) => [control]),
    },
    {
      label: 'Y Axis',
      expanded: true,
      tab: 'customize',
      rows: [
        ...axisControls('y', [
          [0, '0°'],
          [45, '45°'],
        ]).map((control) => [control]),
        [b.truncateXAxis],
        [b.x_axis_bounds],
        [s.truncateYAxis],
        [b.y_axis_bounds],
      ],
    },
  ],
};
