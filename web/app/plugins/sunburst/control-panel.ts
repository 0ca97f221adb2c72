import { querySection, sharedControls, withOverrides } from '../common/controls.ts';
import type { ControlPanelConfig, FormData } from '../types.ts';
import { dateFormatControl, sortByMetricControl } from '../common/part-of-whole/controls.ts';

/** A secondary metric that differs from the primary switches colouring to the linear scheme. */
const byRatio = (formData: FormData): boolean =>
  Boolean(formData.secondary_metric) && JSON.stringify(formData.secondary_metric) !== JSON.stringify(formData.metric);

/** Superset's Sunburst control panel. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [
        withOverrides('columns', {
          label: 'Hierarchy',
          description:
            'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
        }),
      ],
      [
        withOverrides('metric', {
          label: 'Primary Metric',
          description: 'The primary metric is used to define the arc segment sizes',
        }),
      ],
      [
        {
          ...sharedControls.metric,
          name: 'secondary_metric',
          label: 'Secondary Metric',
          default: null,
          validators: [],
          description:
            '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
        },
      ],
      [sharedControls.adhoc_filters],
      [sharedControls.row_limit],
      [sortByMetricControl],
    ]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [
          withOverrides('color_scheme', {
            description: 'When only a primary metric is provided, a categorical color scale is used.',
            visibility: (formData) => !byRatio(formData),
          }),
        ],
        [
          withOverrides('linear_color_scheme', {
            description: 'When a secondary metric is provided, a linear color scale is used.',
            visibility: byRatio,
          }),
        ],
        [
          {
            name: 'show_labels',
            type: 'CheckboxControl',
            label: 'Show Labels',
            renderTrigger: true,
            default: true,
            description: 'Whether to display the labels.',
          },
        ],
        [
          {
            name: 'show_labels_threshold',
            type: 'TextControl',
            label: 'Percentage threshold',
            renderTrigger: true,
            isFloat: true,
            default: 5,
            description: 'Minimum threshold in percentage points for showing labels.',
          },
        ],
        [
          {
            name: 'show_total',
            type: 'CheckboxControl',
            label: 'Show Total',
            default: false,
            renderTrigger: true,
            description: 'Whether to display the aggregate count',
          },
        ],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'key',
            renderTrigger: true,
            choices: [
              ['key', 'Category Name'],
              ['value', 'Value'],
              ['key_value', 'Category and Value'],
            ],
            description: 'What should be shown on the label?',
          },
        ],
        [sharedControls.number_format],
        [sharedControls.currency_format],
        [dateFormatControl],
      ],
    },
  ],
};
