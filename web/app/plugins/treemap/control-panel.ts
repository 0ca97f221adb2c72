import { querySection, sharedControls } from '../common/controls.ts';
import type { ControlPanelConfig } from '../types.ts';
import { dateFormatControl, sortByMetricControl } from '../common/part-of-whole/controls.ts';

/** Superset's Treemap control panel. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [sharedControls.groupby],
      [sharedControls.metric],
      [sharedControls.row_limit],
      [sortByMetricControl],
      [sharedControls.adhoc_filters],
    ]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [sharedControls.color_scheme],
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
            name: 'show_upper_labels',
            type: 'CheckboxControl',
            label: 'Show Upper Labels',
            renderTrigger: true,
            default: true,
            description: 'Show labels when the node has children.',
          },
        ],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'key_value',
            renderTrigger: true,
            choices: [
              ['key', 'Key'],
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
