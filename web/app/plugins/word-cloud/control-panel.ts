import { sharedControls, validateInteger, validateNonEmpty } from '../common/controls.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';

/** The word cloud's own controls (Superset's labels and defaults). */
export const wordCloudControls = {
  series: {
    name: 'series',
    type: 'DndColumnSelect',
    label: 'Dimension',
    clearable: false,
    validators: [validateNonEmpty],
    description: 'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
  },
  row_limit: { ...sharedControls.row_limit, default: 100 },
  sort_by_metric: {
    name: 'sort_by_metric',
    type: 'CheckboxControl',
    label: 'Sort by metric',
    default: false,
    description: 'Whether to sort results by the selected metric in descending order.',
  },
  size_from: {
    name: 'size_from',
    type: 'TextControl',
    label: 'Minimum Font Size',
    isInt: true,
    default: 10,
    renderTrigger: true,
    validators: [validateInteger],
    description: 'Font size for the smallest value in the list',
  },
  size_to: {
    name: 'size_to',
    type: 'TextControl',
    label: 'Maximum Font Size',
    isInt: true,
    default: 70,
    renderTrigger: true,
    validators: [validateInteger],
    description: 'Font size for the biggest value in the list',
  },
  rotation: {
    name: 'rotation',
    type: 'SelectControl',
    label: 'Word Rotation',
    default: 'square',
    clearable: false,
    renderTrigger: true,
    choices: [
      ['random', 'random'],
      ['flat', 'flat'],
      ['square', 'square'],
    ],
    description: 'Rotation to apply to words in the cloud',
  },
} satisfies Record<string, ControlConfig>;

const w = wordCloudControls;

/** Superset's word cloud control panel: Query and Options. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      tab: 'data',
      rows: [[w.series], [sharedControls.metric], [sharedControls.adhoc_filters], [w.row_limit], [w.sort_by_metric]],
    },
    {
      label: 'Options',
      expanded: true,
      tab: 'customize',
      rows: [[w.size_from, w.size_to], [w.rotation], [sharedControls.color_scheme]],
    },
  ],
};
