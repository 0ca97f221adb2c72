import { querySection, sharedControls, withOverrides } from '../common/controls.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';

const option = (control: ControlConfig): ControlConfig => ({ ...control, renderTrigger: true });

const general: ControlConfig[] = [
  option({
    name: 'font_size',
    type: 'SliderControl',
    label: 'Font size',
    min: 10,
    max: 20,
    default: 15,
    description: 'Font size for axis labels, detail value and other text elements',
  }),
  sharedControls.number_format,
  sharedControls.currency_format,
  option({
    name: 'value_formatter',
    type: 'TextControl',
    label: 'Value format',
    default: '{value}',
    description: 'Additional text to add before or after the value, e.g. unit',
  }),
  option({
    name: 'show_pointer',
    type: 'CheckboxControl',
    label: 'Show pointer',
    default: true,
    description: 'Whether to show the pointer',
  }),
  option({
    name: 'animation',
    type: 'CheckboxControl',
    label: 'Animation',
    default: true,
    description: 'Whether to animate the progress and the value or just display them',
  }),
  option({
    name: 'show_axis_tick',
    type: 'CheckboxControl',
    label: 'Show axis line ticks',
    default: false,
    description: 'Whether to show minor ticks on the axis',
  }),
  option({
    name: 'show_split_line',
    type: 'CheckboxControl',
    label: 'Show split lines',
    default: false,
    description: 'Whether to show the split lines on the axis',
  }),
  option({
    name: 'split_number',
    type: 'SliderControl',
    label: 'Split number',
    min: 3,
    max: 30,
    default: 10,
    description: 'Number of split segments on the axis',
  }),
  option({
    name: 'show_progress',
    type: 'CheckboxControl',
    label: 'Show progress',
    default: true,
    description: 'Whether to show the progress of gauge chart',
  }),
  option({
    name: 'overlap',
    type: 'CheckboxControl',
    label: 'Overlap',
    default: true,
    description: 'Whether the progress bar overlaps when there are multiple groups of data',
  }),
  option({
    name: 'round_cap',
    type: 'CheckboxControl',
    label: 'Round cap',
    default: false,
    description: 'Style the ends of the progress bar with a round cap',
  }),
  option({
    name: 'intervals',
    type: 'TextControl',
    label: 'Interval bounds',
    default: '',
    description:
      'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
  }),
  option({
    name: 'interval_color_indices',
    type: 'TextControl',
    label: 'Interval colors',
    default: '',
    description:
      'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
  }),
];

/** Superset's Gauge control panel. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [withOverrides('groupby', { description: 'Columns to group by' })],
      [sharedControls.metric],
      [sharedControls.adhoc_filters],
      [
        withOverrides('row_limit', {
          default: 10,
          choices: Array.from({ length: 10 }, (_, i) => [i + 1, String(i + 1)] as const),
        }),
      ],
      [
        {
          name: 'sort_by_metric',
          type: 'CheckboxControl',
          label: 'Sort by metric',
          description: 'Whether to sort results by the selected metric in descending order.',
        },
      ],
    ]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [
          option({
            name: 'min_val',
            type: 'TextControl',
            label: 'Min',
            isInt: true,
            description: 'Minimum value on the gauge axis',
          }),
          option({
            name: 'max_val',
            type: 'TextControl',
            label: 'Max',
            isInt: true,
            description: 'Maximum value on the gauge axis',
          }),
        ],
        [
          option({
            name: 'start_angle',
            type: 'TextControl',
            label: 'Start angle',
            default: 225,
            description: 'Angle at which to start progress axis',
          }),
          option({
            name: 'end_angle',
            type: 'TextControl',
            label: 'End angle',
            default: -45,
            description: 'Angle at which to end progress axis',
          }),
        ],
        [sharedControls.color_scheme],
        ...general.map((control) => [control]),
      ],
    },
  ],
};
