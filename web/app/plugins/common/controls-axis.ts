import type { ControlConfig } from '../types.ts';

const TITLE_MARGINS = [15, 30, 50, 75, 100, 125, 150, 200].map((value) => [value, String(value)] as const);

/** Axis titles, scales, zoom and series styles: the Customize tab of the time-series charts and others. */
export const axisControls = {
  zoomable: {
    name: 'zoomable', type: 'CheckboxControl', label: 'Data Zoom', default: false, renderTrigger: true,
    description: 'Enable data zooming controls',
  },
  x_axis_title: { name: 'x_axis_title', type: 'TextControl', label: 'X Axis Title', default: '', renderTrigger: true },
  x_axis_title_margin: {
    name: 'x_axis_title_margin', type: 'SelectControl', label: 'X AXIS TITLE BOTTOM MARGIN', default: 15, clearable: true,
    renderTrigger: true, choices: TITLE_MARGINS,
  },
  y_axis_title: { name: 'y_axis_title', type: 'TextControl', label: 'Y Axis Title', default: '', renderTrigger: true },
  y_axis_title_margin: {
    name: 'y_axis_title_margin', type: 'SelectControl', label: 'Y AXIS TITLE MARGIN', default: 15, clearable: true,
    renderTrigger: true, choices: TITLE_MARGINS,
  },
  y_axis_title_position: {
    name: 'y_axis_title_position', type: 'SelectControl', label: 'Y AXIS TITLE POSITION', default: 'Left', clearable: false,
    renderTrigger: true, choices: [['Left', 'Left'], ['Top', 'Top']],
  },
  logAxis: {
    name: 'logAxis', type: 'CheckboxControl', label: 'Logarithmic y-axis', default: false, renderTrigger: true,
    description: 'Logarithmic y-axis',
  },
  y_axis_bounds: {
    name: 'y_axis_bounds', type: 'BoundsControl', label: 'Y Axis Bounds', default: [null, null], renderTrigger: true,
    description:
      'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. ' +
      "Note that this feature will only expand the axis range. It won't narrow the data's extent.",
  },
  truncateYAxis: {
    name: 'truncateYAxis', type: 'CheckboxControl', label: 'Truncate Y Axis', default: false, renderTrigger: true,
    description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
  },
  minorSplitLine: {
    name: 'minorSplitLine', type: 'CheckboxControl', label: 'Minor Split Line', default: false, renderTrigger: true,
    description: 'Draw split lines for minor y-axis ticks',
  },
  x_axis_label_rotation: {
    name: 'x_axis_label_rotation', type: 'SelectControl', label: 'Rotate x axis label', default: 0, clearable: false,
    freeForm: true, renderTrigger: true, choices: [[0, '0°'], [45, '45°'], [90, '90°']],
    description: 'Input field supports custom rotation. e.g. 30 for 30°',
  },
  markerEnabled: {
    name: 'markerEnabled', type: 'CheckboxControl', label: 'Marker', default: false, renderTrigger: true,
    description: 'Draw a marker on data points. Only applicable for line types.',
  },
  markerSize: {
    name: 'markerSize', type: 'SliderControl', label: 'Marker Size', default: 6, min: 0, max: 20, step: 1, renderTrigger: true,
    description: 'Size of marker. Also applies to forecast observations.',
  },
  area: {
    name: 'area', type: 'CheckboxControl', label: 'Area Chart', default: false, renderTrigger: true,
    description: 'Draw area under curves. Only applicable for line types.',
  },
  opacity: {
    name: 'opacity', type: 'SliderControl', label: 'Area chart opacity', default: 0.2, min: 0, max: 1, step: 0.1, renderTrigger: true,
    description: 'Opacity of Area Chart. Also applies to confidence band.',
  },
  stack: {
    name: 'stack', type: 'SelectControl', label: 'Stacked Style', clearable: true, renderTrigger: true, placeholder: 'None',
    choices: [['Stack', 'Stack'], ['Stream', 'Stream'], ['Expand', 'Expand']], description: 'Stack series on top of each other',
  },
  only_total: {
    name: 'only_total', type: 'CheckboxControl', label: 'Only Total', default: true, renderTrigger: true,
    description: 'Only show the total value on the stacked chart, and not show on the selected category',
    visibility: (formData) => formData.show_value === true && Boolean(formData.stack),
  },
  seriesType: {
    name: 'seriesType', type: 'SelectControl', label: 'Series Style', default: 'line', clearable: false, renderTrigger: true,
    choices: [
      ['line', 'Line'], ['scatter', 'Scatter'], ['smooth', 'Smooth Line'], ['bar', 'Bar'],
      ['start', 'Step - start'], ['middle', 'Step - middle'], ['end', 'Step - end'],
    ],
    description: 'Series chart type (line, bar etc)',
  },
  orientation: {
    name: 'orientation', type: 'SelectControl', label: 'Bar orientation', default: 'vertical', clearable: false, renderTrigger: true,
    choices: [['vertical', 'Vertical'], ['horizontal', 'Horizontal']], description: 'Orientation of bar chart',
  },
  x_axis_sort_asc: {
    name: 'x_axis_sort_asc', type: 'CheckboxControl', label: 'X-Axis Sort Ascending', default: true,
    description: 'Whether to sort ascending or descending on the base Axis.',
  },
} satisfies Record<string, ControlConfig>;
