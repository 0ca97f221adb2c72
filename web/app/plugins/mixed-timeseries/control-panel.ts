import {
  advancedAnalyticsSection,
  annotationsSection,
  legendSection,
  sharedControls as c,
  titlesSection,
} from '../common/controls.ts';
import type { ControlConfig, ControlPanelConfig, ControlRow, ControlSection } from '../types.ts';

/** A Query B twin of a control: the same control writing `<name><suffix>`. */
const twin = (control: ControlConfig, suffix: string, label?: string): ControlConfig => ({
  ...control,
  name: `${control.name}${suffix}`,
  ...(label ? { label } : {}),
});

function queryRows(suffix: '' | '_b'): ControlRow[] {
  return [
    c.metrics,
    c.groupby,
    c.adhoc_filters,
    c.series_limit,
    c.series_limit_metric,
    c.order_desc,
    c.row_limit,
    c.truncate_metric,
  ].map((control) => [suffix ? twin(control, suffix) : control]);
}

const Y_AXIS_INDEX: ControlConfig = {
  name: 'yAxisIndex',
  type: 'SelectControl',
  label: 'Y Axis',
  default: 0,
  clearable: false,
  renderTrigger: true,
  choices: [
    [0, 'Primary'],
    [1, 'Secondary'],
  ],
  description: 'Primary or secondary y-axis',
};

function styleSection(label: string, suffix: '' | 'B'): ControlSection {
  const controls = [
    c.seriesType,
    c.stack,
    c.area,
    c.show_value,
    c.opacity,
    c.markerEnabled,
    c.markerSize,
    Y_AXIS_INDEX,
  ];
  return {
    label,
    expanded: true,
    tab: 'customize',
    rows: controls.map((control) => [suffix ? twin(control, suffix) : control]),
  };
}

const SHOW_QUERY_IDENTIFIERS: ControlConfig = {
  name: 'show_query_identifiers',
  type: 'CheckboxControl',
  label: 'Show query identifiers',
  default: false,
  renderTrigger: true,
  description: 'Add Query A and Query B identifiers to tooltips to help differentiate series',
};

const YAXIS_TITLE_SECONDARY: ControlConfig = {
  name: 'yAxisTitleSecondary',
  type: 'TextControl',
  label: 'Secondary y-axis title',
  default: '',
  renderTrigger: true,
};

/** The mixed chart's panel: shared x-axis, Query A and Query B, then a style section per query and both y-axes. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Shared query fields', expanded: true, tab: 'data', rows: [[c.x_axis], [c.time_grain_sqla]] },
    { label: 'Query A', expanded: true, tab: 'data', rows: queryRows('') },
    { label: 'Query B', expanded: false, tab: 'data', rows: queryRows('_b') },
    advancedAnalyticsSection(),
    annotationsSection(),
    titlesSection(),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [c.color_scheme],
        [SHOW_QUERY_IDENTIFIERS],
        [c.zoomable],
        ...legendSection(),
        [c.x_axis_time_format],
        [c.rich_tooltip],
        [c.tooltipTimeFormat],
        [c.sort_series_type],
        [c.sort_series_ascending],
      ],
    },
    styleSection('Query A', ''),
    styleSection('Query B', 'B'),
    {
      label: 'Y Axis',
      expanded: true,
      tab: 'customize',
      rows: [
        [c.y_axis_format],
        [c.currency_format],
        [c.logAxis],
        [c.y_axis_bounds],
        [c.minorSplitLine],
        [c.truncateYAxis],
        [twin(c.y_axis_format, '_secondary', 'Secondary y-axis format')],
        [twin(c.currency_format, '_secondary', 'Secondary currency format')],
        [twin(c.logAxis, 'Secondary', 'Logarithmic secondary y-axis')],
        [twin(c.y_axis_bounds, '_secondary', 'Secondary y-axis bounds')],
        [YAXIS_TITLE_SECONDARY],
      ],
    },
  ],
};
