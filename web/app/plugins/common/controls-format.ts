import type { ControlConfig } from '../types.ts';
import { CATEGORICAL_SCHEME_CHOICES, DEFAULT_CATEGORICAL_SCHEME, DEFAULT_SEQUENTIAL_SCHEME, SEQUENTIAL_SCHEME_CHOICES } from './color-schemes.ts';
import { NUMBER_FORMAT_CHOICES, SMART_NUMBER } from './number-format.ts';
import { SMART_DATE, TIME_FORMAT_CHOICES } from './time-format.ts';

const D3_FORMAT_DOCS = 'D3 format syntax: https://github.com/d3/d3-format';
const D3_TIME_FORMAT_DOCS = 'D3 time format syntax: https://github.com/d3/d3-time-format';

const showLegend = (formData: Record<string, unknown>): boolean => formData.show_legend !== false;

/** Colours, number and time formats, legend: controls that redraw without a new query. */
export const formatControls = {
  color_scheme: {
    name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color Scheme', default: DEFAULT_CATEGORICAL_SCHEME,
    choices: CATEGORICAL_SCHEME_CHOICES, renderTrigger: true, description: 'The color scheme for rendering chart',
  },
  linear_color_scheme: {
    name: 'linear_color_scheme', type: 'LinearColorSchemeControl', label: 'Linear Color Scheme', default: DEFAULT_SEQUENTIAL_SCHEME,
    choices: SEQUENTIAL_SCHEME_CHOICES, renderTrigger: true,
  },
  y_axis_format: {
    name: 'y_axis_format', type: 'NumberFormatControl', label: 'Y Axis Format', freeForm: true, default: SMART_NUMBER,
    choices: NUMBER_FORMAT_CHOICES, renderTrigger: true, description: D3_FORMAT_DOCS,
  },
  number_format: {
    name: 'number_format', type: 'NumberFormatControl', label: 'Number format', freeForm: true, default: SMART_NUMBER,
    choices: NUMBER_FORMAT_CHOICES, renderTrigger: true, description: D3_FORMAT_DOCS,
  },
  x_axis_time_format: {
    name: 'x_axis_time_format', type: 'TimeFormatControl', label: 'Time format', freeForm: true, default: SMART_DATE,
    choices: TIME_FORMAT_CHOICES, renderTrigger: true, description: D3_TIME_FORMAT_DOCS,
  },
  tooltipTimeFormat: {
    name: 'tooltipTimeFormat', type: 'TimeFormatControl', label: 'Tooltip time format', freeForm: true, default: SMART_DATE,
    choices: TIME_FORMAT_CHOICES, renderTrigger: true, description: D3_TIME_FORMAT_DOCS,
  },
  currency_format: { name: 'currency_format', type: 'CurrencyControl', label: 'Currency format', renderTrigger: true },
  show_legend: {
    name: 'show_legend', type: 'CheckboxControl', label: 'Show legend', default: true, renderTrigger: true,
    description: 'Whether to display a legend for the chart',
  },
  legendType: {
    name: 'legendType', type: 'SelectControl', label: 'Type', default: 'scroll', renderTrigger: true, clearable: false,
    choices: [['scroll', 'Scroll'], ['plain', 'Plain']], description: 'Legend type', visibility: showLegend,
  },
  legendOrientation: {
    name: 'legendOrientation', type: 'SelectControl', label: 'Orientation', default: 'top', renderTrigger: true, clearable: false,
    choices: [['top', 'Top'], ['bottom', 'Bottom'], ['left', 'Left'], ['right', 'Right']], description: 'Legend Orientation',
    visibility: showLegend,
  },
  legendMargin: {
    name: 'legendMargin', type: 'TextControl', label: 'Margin', renderTrigger: true, isInt: true,
    description: 'Additional padding for legend.', visibility: showLegend,
  },
  show_value: {
    name: 'show_value', type: 'CheckboxControl', label: 'Show Value', default: false, renderTrigger: true,
    description: 'Show series values on the chart',
  },
  rich_tooltip: {
    name: 'rich_tooltip', type: 'CheckboxControl', label: 'Rich tooltip', default: true, renderTrigger: true,
    description: 'Shows a list of all series available at that point in time',
  },
  tooltipSortByMetric: {
    name: 'tooltipSortByMetric', type: 'CheckboxControl', label: 'Tooltip sort by metric', default: false, renderTrigger: true,
    description: 'Whether to sort tooltip by the selected metric in descending order.',
    visibility: (formData) => formData.rich_tooltip !== false,
  },
  sort_series_type: {
    name: 'sort_series_type', type: 'SelectControl', label: 'Sort Series By', default: 'sum', renderTrigger: true, clearable: false,
    choices: [['name', 'Category name'], ['sum', 'Total value'], ['min', 'Minimum value'], ['max', 'Maximum value'], ['avg', 'Average value']],
    description: 'Based on what should series be ordered on the chart and legend',
  },
  sort_series_ascending: {
    name: 'sort_series_ascending', type: 'CheckboxControl', label: 'Sort Series Ascending', default: false, renderTrigger: true,
    description: 'Sort series in ascending order',
  },
} satisfies Record<string, ControlConfig>;
