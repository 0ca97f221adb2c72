import { querySection, sharedControls, withOverrides } from '../common/controls.ts';
import { dateFormatControl, LABEL_TYPE_CHOICES, sortByMetricControl } from '../common/part-of-whole/controls.ts';
import { legendRows } from '../common/legend.ts';
import type { ControlConfig, ControlPanelConfig, FormData } from '../types.ts';

const redraw = (control: ControlConfig): ControlConfig => ({ ...control, renderTrigger: true });
const showLabels = (formData: FormData) => formData.show_labels !== false;

const labelRows: ControlConfig[] = [
  {
    name: 'label_type',
    type: 'SelectControl',
    label: 'Label Type',
    default: 'key',
    renderTrigger: true,
    choices: LABEL_TYPE_CHOICES,
    description: 'What should be shown on the label?',
  },
  sharedControls.number_format,
  sharedControls.currency_format,
  dateFormatControl,
  redraw({
    name: 'show_labels',
    type: 'CheckboxControl',
    label: 'Show Labels',
    default: true,
    description: 'Whether to display the labels.',
  }),
  redraw({
    name: 'labels_outside',
    type: 'CheckboxControl',
    label: 'Put labels outside',
    default: true,
    description: 'Put the labels outside of the pie?',
    visibility: showLabels,
  }),
  redraw({
    name: 'label_line',
    type: 'CheckboxControl',
    label: 'Label Line',
    default: false,
    description: 'Draw line from Pie to label when labels outside?',
    visibility: showLabels,
  }),
  redraw({
    name: 'show_total',
    type: 'CheckboxControl',
    label: 'Show Total',
    default: false,
    description: 'Whether to display the aggregate count',
  }),
];

const shapeRows: ControlConfig[] = [
  redraw({
    name: 'outerRadius',
    type: 'SliderControl',
    label: 'Outer Radius',
    min: 10,
    max: 100,
    step: 1,
    default: 70,
    description: 'Outer edge of Pie chart',
  }),
  redraw({
    name: 'donut',
    type: 'CheckboxControl',
    label: 'Donut',
    default: false,
    description: 'Do you want a donut or a pie?',
  }),
  redraw({
    name: 'innerRadius',
    type: 'SliderControl',
    label: 'Inner Radius',
    min: 0,
    max: 100,
    step: 1,
    default: 30,
    description: 'Inner radius of donut hole',
    visibility: (formData) => formData.donut === true,
  }),
];

/** Superset's Pie control panel. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [sharedControls.groupby],
      [sharedControls.metric],
      [sharedControls.adhoc_filters],
      [withOverrides('row_limit', { default: 100 })],
      [{ ...sortByMetricControl, default: true }],
    ]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [sharedControls.color_scheme],
        [
          redraw({
            name: 'show_labels_threshold',
            type: 'TextControl',
            label: 'Percentage threshold',
            isFloat: true,
            default: 5,
            description: 'Minimum threshold in percentage points for showing labels.',
          }),
        ],
        [
          redraw({
            name: 'threshold_for_other',
            type: 'TextControl',
            label: 'Threshold for Other',
            isFloat: true,
            default: 0,
            description: 'Values less than this percentage will be grouped into the Other category.',
          }),
        ],
        ...legendRows,
        ...labelRows.map((control) => [control]),
        ...shapeRows.map((control) => [control]),
      ],
    },
  ],
  formDataOverrides: (formData) => {
    const limit = Number(formData.row_limit);
    return { ...formData, row_limit: !Number.isFinite(limit) || limit >= 100 ? 100 : formData.row_limit };
  },
};
