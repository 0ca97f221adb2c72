import { querySection, sharedControls, withOverrides } from '../common/controls.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';
import { LABEL_TYPE_CHOICES, sortByMetricControl } from '../common/part-of-whole/controls.ts';
import { legendRows } from '../common/legend.ts';
import { PERCENT_CALCULATION } from './labels.ts';

/** The funnel's label types are stored as enum indexes. */
const indexed = LABEL_TYPE_CHOICES.map(([, label], index) => [index, label] as const);

const rows: ControlConfig[] = [
  {
    name: 'label_type',
    type: 'SelectControl',
    label: 'Label Contents',
    default: 0,
    renderTrigger: true,
    choices: indexed,
    description: 'What should be shown as the label',
  },
  {
    name: 'tooltip_label_type',
    type: 'SelectControl',
    label: 'Tooltip Contents',
    default: 5,
    renderTrigger: true,
    choices: indexed.slice(0, 6),
    description: 'What should be shown as the tooltip label',
  },
  sharedControls.number_format,
  sharedControls.currency_format,
  {
    name: 'show_labels',
    type: 'CheckboxControl',
    label: 'Show Labels',
    renderTrigger: true,
    default: true,
    description: 'Whether to display the labels.',
  },
  {
    name: 'show_tooltip_labels',
    type: 'CheckboxControl',
    label: 'Show Tooltip Labels',
    renderTrigger: true,
    default: true,
    description: 'Whether to display the tooltip labels.',
  },
];

const percentCalculation: ControlConfig = {
  name: 'percent_calculation_type',
  type: 'SelectControl',
  label: '% calculation',
  description:
    'Display percents in the label and tooltip as the percent of the total value, from the first step of the funnel, or from the previous step in the funnel.',
  choices: [
    [PERCENT_CALCULATION.firstStep, 'Calculate from first step'],
    [PERCENT_CALCULATION.previousStep, 'Calculate from previous step'],
    [PERCENT_CALCULATION.total, 'Percent of total'],
  ],
  default: PERCENT_CALCULATION.firstStep,
  renderTrigger: true,
};

/** Superset's Funnel control panel (its legend has no type control). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [sharedControls.groupby],
      [sharedControls.metric],
      [sharedControls.adhoc_filters],
      [withOverrides('row_limit', { default: 10 })],
      [sortByMetricControl],
      [percentCalculation],
    ]),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [sharedControls.color_scheme],
        ...legendRows.filter((row) => row[0]?.name !== 'legendType'),
        ...rows.map((control) => [control]),
      ],
    },
  ],
};
