import { querySection, sharedControls, validateNonEmpty } from '../common/controls.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';
import { sortByMetricControl } from '../common/part-of-whole/controls.ts';

const endpoint = (name: string, label: string, description: string): ControlConfig => ({
  ...sharedControls.groupby,
  name,
  label,
  multi: false,
  freeForm: false,
  default: undefined,
  description,
  validators: [validateNonEmpty],
});

/** Superset's Sankey control panel. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [endpoint('source', 'Source', 'The column to be used as the source of the edge.')],
      [endpoint('target', 'Target', 'The column to be used as the target of the edge.')],
      [sharedControls.metric],
      [sharedControls.adhoc_filters],
      [sharedControls.row_limit],
      [sortByMetricControl],
    ]),
    { label: 'Chart Options', expanded: true, tab: 'customize', rows: [[sharedControls.color_scheme]] },
  ],
};
