import { sharedControls, validateNonEmpty } from '../common/controls.ts';
import type { ControlConfig, ControlPanelConfig, FormData } from '../types.ts';

const byCountry = (formData: FormData) => formData.color_by === 'country';

/** The world map's own controls (Superset's labels and defaults). */
export const worldMapControls = {
  entity: {
    name: 'entity',
    type: 'DndColumnSelect',
    label: 'Country Column',
    description: '3 letter code of the country',
    validators: [validateNonEmpty],
  },
  country_fieldtype: {
    name: 'country_fieldtype',
    type: 'SelectControl',
    label: 'Country Field Type',
    default: 'cca2',
    clearable: false,
    choices: [
      ['name', 'Full name'],
      ['cioc', 'code International Olympic Committee (cioc)'],
      ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
      ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
    ],
    description: 'The country code standard that Superset should expect to find in the [country] column',
  },
  metric: {
    ...sharedControls.metric,
    label: 'Metric for Color',
    description: 'Metric that defines the color of the country',
  },
  sort_by_metric: {
    name: 'sort_by_metric',
    type: 'CheckboxControl',
    label: 'Sort by metric',
    default: false,
    description: 'Whether to sort results by the selected metric in descending order.',
  },
  show_bubbles: {
    name: 'show_bubbles',
    type: 'CheckboxControl',
    label: 'Show Bubbles',
    default: false,
    renderTrigger: true,
    description: 'Whether to display bubbles on top of countries',
  },
  secondary_metric: {
    ...sharedControls.metric,
    name: 'secondary_metric',
    label: 'Bubble Size',
    validators: [],
    clearable: true,
    description: 'Metric that defines the size of the bubble',
  },
  max_bubble_size: {
    name: 'max_bubble_size',
    type: 'SelectControl',
    label: 'Max Bubble Size',
    freeForm: true,
    default: '25',
    renderTrigger: true,
    choices: ['5', '10', '15', '25', '50', '75', '100'].map((size) => [size, size] as const),
  },
  color_picker: {
    name: 'color_picker',
    type: 'ColorPickerControl',
    label: 'Bubble Color',
    default: { r: 0, g: 122, b: 135, a: 1 },
    renderTrigger: true,
  },
  color_by: {
    name: 'color_by',
    type: 'SelectControl',
    label: 'Color by',
    default: 'metric',
    clearable: false,
    renderTrigger: true,
    choices: [
      ['metric', 'Metric'],
      ['country', 'Country'],
    ],
    description:
      'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
  },
  linear_color_scheme: {
    ...sharedControls.linear_color_scheme,
    label: 'Country Color Scheme',
    visibility: (formData: FormData) => !byCountry(formData),
  },
  color_scheme: { ...sharedControls.color_scheme, label: 'Country Color Scheme', visibility: byCountry },
} satisfies Record<string, ControlConfig>;

const w = worldMapControls;

/** Superset's world map control panel: Query, then the Options of the Customize tab. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      tab: 'data',
      rows: [
        [w.entity],
        [w.country_fieldtype],
        [w.metric],
        [sharedControls.adhoc_filters],
        [sharedControls.row_limit],
        [w.sort_by_metric],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [w.show_bubbles],
        [w.secondary_metric],
        [w.max_bubble_size],
        [w.color_picker],
        [w.color_by],
        [w.linear_color_scheme],
        [w.color_scheme],
      ],
    },
  ],
};
