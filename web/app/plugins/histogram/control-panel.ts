import { querySection, sharedControls, validateInteger, validateNonEmpty } from '../common/controls.ts';
import { NUMBER_FORMAT_CHOICES, SMART_NUMBER } from '../common/number-format.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';

const D3_FORMAT_DESCRIPTION =
  'D3 format syntax: https://github.com/d3/d3-format Only applies when "Label Type" is set to show values.';

const numberFormat = (name: string, label: string): ControlConfig => ({
  name,
  type: 'SelectControl',
  freeForm: true,
  label,
  renderTrigger: true,
  default: SMART_NUMBER,
  choices: NUMBER_FORMAT_CHOICES,
  description: D3_FORMAT_DESCRIPTION,
});

const title = (name: string, label: string): ControlConfig => ({
  name,
  type: 'TextControl',
  label,
  renderTrigger: true,
  default: '',
});

/** The histogram's own controls (Superset's labels and defaults). */
export const histogramControls = {
  column: {
    name: 'column',
    type: 'DndColumnSelect',
    label: 'Column',
    multi: false,
    validators: [validateNonEmpty],
    description: 'Numeric column used to calculate the histogram.',
  },
  bins: {
    name: 'bins',
    type: 'SelectControl',
    freeForm: true,
    label: 'Bins',
    default: 5,
    choices: [5, 10, 15, 20].map((value) => [value, String(value)] as const),
    description: 'The number of bins for the histogram',
    validators: [
      (value, formData) => {
        const error = validateInteger(value, formData);
        return error ? `Bins ${error}` : undefined;
      },
    ],
  },
  normalize: {
    name: 'normalize',
    type: 'CheckboxControl',
    label: 'Normalize',
    default: false,
    description:
      "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points. " +
      "This normalization process ensures that the resulting values sum up to 1, enabling a relative comparison of the data's distribution and providing a " +
      'clearer understanding of the proportion of data points within each bin.',
  },
  cumulative: {
    name: 'cumulative',
    type: 'CheckboxControl',
    label: 'Cumulative',
    default: false,
    description:
      'The cumulative option allows you to see how your data accumulates over different values. When enabled, the histogram bars represent the running ' +
      'total of frequencies up to each bin. This helps you understand how likely it is to encounter values below a certain point. Keep in mind that ' +
      "enabling cumulative doesn't change your original data, it just changes the way the histogram is displayed.",
  },
  x_axis_title: title('x_axis_title', 'X Axis Title'),
  x_axis_format: numberFormat('x_axis_format', 'X Axis Format'),
  y_axis_title: title('y_axis_title', 'Y Axis Title'),
  y_axis_format: numberFormat('y_axis_format', 'Y Axis Format'),
} satisfies Record<string, ControlConfig>;

const h = histogramControls;
const s = sharedControls;

/** Superset's histogram control panel: Query, then Chart Options. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([[h.column], [s.groupby], [s.adhoc_filters], [s.row_limit], [h.bins], [h.normalize], [h.cumulative]]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [s.color_scheme],
        [s.show_value],
        [s.show_legend],
        [h.x_axis_title],
        [h.x_axis_format],
        [h.y_axis_title],
        [h.y_axis_format],
      ],
    },
  ],
};
