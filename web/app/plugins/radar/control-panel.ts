import { querySection, sharedControls, withOverrides } from '../common/controls.ts';
import { NUMBER_FORMAT_CHOICES, SMART_NUMBER } from '../common/number-format.ts';
import { legendRows } from '../common/legend.ts';
import { SMART_DATE, TIME_FORMAT_CHOICES } from '../common/time-format.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';

const D3_FORMAT_DOCS = 'D3 format syntax: https://github.com/d3/d3-format';
const redraw = (control: ControlConfig): ControlConfig => ({ ...control, renderTrigger: true });

/** Superset's label positions. */
const LABEL_POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
  'insideTopLeft',
  'insideBottomLeft',
  'insideTopRight',
  'insideBottomRight',
];

/** The radar's own controls (Superset's labels and defaults). */
export const radarControls = {
  row_limit: withOverrides('row_limit', { default: 10 }),
  is_normalized: redraw({
    name: 'is_normalized',
    type: 'CheckboxControl',
    label: 'Normalize Values',
    default: false,
    description: 'Normalize the radar chart values between 0 & 1 to get consistent plotting.',
  }),
  show_labels: redraw({
    name: 'show_labels',
    type: 'CheckboxControl',
    label: 'Show Labels',
    default: true,
    description: 'Whether to display the labels.',
  }),
  label_type: redraw({
    name: 'label_type',
    type: 'SelectControl',
    label: 'Label Type',
    default: 'value',
    choices: [
      ['value', 'Value'],
      ['key_value', 'Category and Value'],
    ],
    description: 'What should be shown on the label?',
  }),
  label_position: redraw({
    name: 'label_position',
    type: 'SelectControl',
    label: 'Label position',
    default: 'top',
    choices: LABEL_POSITIONS.map((p) => [p, p] as const),
    description: D3_FORMAT_DOCS,
  }),
  number_format: redraw({
    name: 'number_format',
    type: 'SelectControl',
    freeForm: true,
    label: 'Number format',
    default: SMART_NUMBER,
    choices: NUMBER_FORMAT_CHOICES,
    description: `${D3_FORMAT_DOCS} Only applies when "Label Type" is set to show values.`,
  }),
  date_format: redraw({
    name: 'date_format',
    type: 'SelectControl',
    freeForm: true,
    label: 'Date format',
    default: SMART_DATE,
    choices: TIME_FORMAT_CHOICES,
    description: D3_FORMAT_DOCS,
  }),
  column_config: redraw({
    name: 'column_config',
    type: 'ColumnConfigControl',
    label: 'Customize Metrics',
    description: 'Further customize how to display each metric',
    visibility: (formData) => formData.is_normalized !== true,
  }),
  is_circle: redraw({
    name: 'is_circle',
    type: 'CheckboxControl',
    label: 'Circle radar shape',
    default: false,
    description: "Radar render type, whether to display 'circle' shape.",
  }),
} satisfies Record<string, ControlConfig>;

const r = radarControls;
const s = sharedControls;

/** Superset's radar control panel: Query, then Chart Options. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [s.groupby],
      [s.metrics],
      [s.timeseries_limit_metric],
      [s.adhoc_filters],
      [r.row_limit],
      [r.is_normalized],
    ]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [s.color_scheme],
        ...legendRows,
        [r.show_labels],
        [r.label_type],
        [r.label_position],
        [r.number_format],
        [r.date_format],
        [r.column_config],
        [r.is_circle],
      ],
    },
  ],
};
