import { querySection, sharedControls, withOverrides } from '../../common/controls.ts';
import type { ControlConfig, ControlPanelConfig } from '../../types.ts';
import {
  forceTimestampFormatting,
  headerFontSize,
  numberFormatLabel,
  subheaderFontSize,
  timeFormat,
} from '../common/controls.ts';

/** Superset's `aggregation` control: how the number comes out of the trend. */
const aggregation: ControlConfig = {
  name: 'aggregation',
  type: 'SelectControl',
  label: 'Aggregation Method',
  default: 'LAST_VALUE',
  clearable: false,
  renderTrigger: false,
  choices: [
    ['raw', 'Overall value'],
    ['LAST_VALUE', 'Last Value'],
    ['sum', 'Total (Sum)'],
    ['mean', 'Average (Mean)'],
    ['min', 'Minimum'],
    ['max', 'Maximum'],
    ['median', 'Median'],
  ],
  description:
    'Method to compute the displayed value. "Overall value" calculates a single metric across the entire filtered time period, ideal for non-additive metrics like ratios, averages, or distinct counts. Other methods operate over the time series data points.',
};

const check = (name: string, label: string, description: string, value: boolean): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  renderTrigger: true,
  default: value,
  description,
});

const options: ControlConfig[] = [
  {
    name: 'compare_lag',
    type: 'TextControl',
    label: 'Comparison Period Lag',
    isInt: true,
    description: 'Based on granularity, number of time periods to compare against',
  },
  {
    name: 'compare_suffix',
    type: 'TextControl',
    label: 'Comparison suffix',
    description: 'Suffix to apply after the percentage display',
  },
  check('show_timestamp', 'Show Timestamp', 'Whether to display the timestamp', false),
  check('show_trend_line', 'Show Trend Line', 'Whether to display the trend line', true),
  check(
    'start_y_axis_at_zero',
    'Start y-axis at 0',
    'Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.',
    true,
  ),
  {
    ...check(
      'time_range_fixed',
      'Fix to selected Time Range',
      'Fix the trend line to the full time range specified in case filtered results do not include the start or end dates',
      false,
    ),
    visibility: (formData) =>
      typeof formData.time_range === 'string' && formData.time_range !== '' && formData.time_range !== 'No filter',
  },
];

/** Superset's Big Number with Trendline control panel. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [withOverrides('x_axis', { label: 'Temporal X-Axis' })],
      [sharedControls.time_grain_sqla],
      [sharedControls.metric],
      [aggregation],
      [sharedControls.adhoc_filters],
    ]),
    { label: 'Options', expanded: true, tab: 'data', rows: options.map((control) => [control]) },
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [
          {
            name: 'color_picker',
            type: 'ColorPickerControl',
            label: 'Color',
            renderTrigger: true,
            default: { r: 0, g: 122, b: 135, a: 1 },
            description: 'Color for the trend line',
          },
          null,
        ],
        [headerFontSize],
        [subheaderFontSize],
        [withOverrides('y_axis_format', { label: numberFormatLabel })],
        [sharedControls.currency_format],
        [timeFormat],
        [forceTimestampFormatting],
      ],
    },
    {
      label: 'Advanced Analytics',
      expanded: false,
      tab: 'data',
      rows: (['rolling_type', 'rolling_periods', 'min_periods', 'resample_rule', 'resample_method'] as const).map(
        (name) => [sharedControls[name]],
      ),
    },
  ],
};
