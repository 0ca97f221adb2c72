import { querySection, sharedControls, validateNonEmpty } from '../common/controls.ts';
import { legendRows } from '../common/legend.ts';
import type { ControlConfig, ControlPanelConfig, FormData } from '../types.ts';

const redraw = (control: ControlConfig): ControlConfig => ({ ...control, renderTrigger: true });
const isForce = (formData: FormData) => (formData.layout ?? 'force') === 'force';
const entity = (name: string, label: string, description: string, required: boolean): ControlConfig => ({
  ...sharedControls.groupby,
  name,
  label,
  description,
  multi: false,
  clearable: !required,
  default: undefined,
  validators: required ? [validateNonEmpty] : [],
});
const slider = (
  name: string,
  label: string,
  range: [number, number, number],
  defaultValue: number,
  description: string,
): ControlConfig =>
  redraw({
    name,
    type: 'SliderControl',
    label,
    min: range[0],
    max: range[1],
    step: range[2],
    default: defaultValue,
    description,
    visibility: isForce,
  });

/** The graph's own controls (Superset's labels and defaults). */
export const graphControls = {
  source: entity('source', 'Source', 'Name of the source nodes', true),
  target: entity('target', 'Target', 'Name of the target nodes', true),
  source_category: entity(
    'source_category',
    'Source category',
    'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
    false,
  ),
  target_category: entity('target_category', 'Target category', 'Category of target nodes', false),
  layout: redraw({
    name: 'layout',
    type: 'SelectControl',
    label: 'Graph layout',
    default: 'force',
    clearable: false,
    choices: [
      ['force', 'Force'],
      ['circular', 'Circular'],
    ],
    description: 'Layout type of graph',
  }),
  edgeSymbol: redraw({
    name: 'edgeSymbol',
    type: 'SelectControl',
    label: 'Edge symbols',
    default: 'none,arrow',
    description: 'Symbol of two ends of edge line',
    choices: [
      ['none,none', 'None -> None'],
      ['none,arrow', 'None -> Arrow'],
      ['circle,arrow', 'Circle -> Arrow'],
      ['circle,circle', 'Circle -> Circle'],
    ],
  }),
  draggable: redraw({
    name: 'draggable',
    type: 'CheckboxControl',
    label: 'Enable node dragging',
    default: false,
    description: 'Whether to enable node dragging in force layout mode.',
    visibility: isForce,
  }),
  roam: redraw({
    name: 'roam',
    type: 'SelectControl',
    label: 'Enable graph roaming',
    default: 'true',
    description: 'Whether to enable changing graph position and scaling.',
    choices: [
      ['false', 'Disabled'],
      ['scale', 'Scale only'],
      ['move', 'Move only'],
      ['true', 'Scale and Move'],
    ],
  }),
  selectedMode: redraw({
    name: 'selectedMode',
    type: 'SelectControl',
    label: 'Node select mode',
    default: 'single',
    choices: [
      ['false', 'Disabled'],
      ['single', 'Single'],
      ['multiple', 'Multiple'],
    ],
    description: 'Allow node selections',
  }),
  showSymbolThreshold: redraw({
    name: 'showSymbolThreshold',
    type: 'TextControl',
    label: 'Label threshold',
    isInt: true,
    default: 0,
    description: 'Minimum value for label to be displayed on graph.',
  }),
  baseNodeSize: redraw({
    name: 'baseNodeSize',
    type: 'TextControl',
    label: 'Node size',
    isFloat: true,
    default: 20,
    description: 'Median node size, the largest node will be 4 times larger than the smallest',
  }),
  baseEdgeWidth: redraw({
    name: 'baseEdgeWidth',
    type: 'TextControl',
    label: 'Edge width',
    isFloat: true,
    default: 3,
    description: 'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
  }),
  edgeLength: slider('edgeLength', 'Edge length', [100, 1000, 50], 400, 'Edge length between nodes'),
  gravity: slider('gravity', 'Gravity', [0.1, 1, 0.1], 0.3, 'Strength to pull the graph toward center'),
  repulsion: slider('repulsion', 'Repulsion', [100, 3000, 50], 1000, 'Repulsion strength between nodes'),
  friction: slider('friction', 'Friction', [0.1, 1, 0.1], 0.2, 'Friction between nodes'),
} satisfies Record<string, ControlConfig>;

const g = graphControls;
const s = sharedControls;

/** Superset's graph control panel: Query, then Chart options. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [g.source],
      [g.target],
      [s.metric],
      [g.source_category],
      [g.target_category],
      [s.adhoc_filters],
      [s.row_limit],
    ]),
    {
      label: 'Chart options',
      expanded: true,
      tab: 'customize',
      rows: [
        [s.color_scheme],
        ...legendRows,
        [g.layout],
        [g.edgeSymbol],
        [g.draggable],
        [g.roam],
        [g.selectedMode],
        [g.showSymbolThreshold],
        [g.baseNodeSize, g.baseEdgeWidth],
        [g.edgeLength],
        [g.gravity],
        [g.repulsion],
        [g.friction],
      ],
    },
  ],
};
