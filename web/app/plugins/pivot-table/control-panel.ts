import { NUMBER_FORMAT_CHOICES, SMART_NUMBER } from '../common/number-format.ts';
import { sharedControls } from '../common/controls.ts';
import { SMART_DATE, TIME_FORMAT_CHOICES } from '../common/time-format.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';
import { AGGREGATE_FUNCTIONS } from './aggregators.ts';

const KEY_ORDERS = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

// Superset stores these two as booleans; the choices type only names strings and numbers.
const positions = (first: string, last: string) =>
  [
    [true, first],
    [false, last],
  ] as unknown as ControlConfig['choices'];

const checkbox = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: false,
  renderTrigger: true,
});

const select = (
  name: string,
  label: string,
  choices: ControlConfig['choices'],
  fallback: unknown,
  description?: string,
): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  choices,
  default: fallback,
  clearable: false,
  renderTrigger: true,
  description,
});

/** The pivot table's own controls (Superset's names, labels and defaults). */
export const pivotControls = {
  groupbyColumns: {
    ...sharedControls.groupby,
    name: 'groupbyColumns',
    label: 'Columns',
    description: 'Columns to group by on the columns',
  },
  groupbyRows: {
    ...sharedControls.groupby,
    name: 'groupbyRows',
    label: 'Rows',
    description: 'Columns to group by on the rows',
  },
  metricsLayout: select(
    'metricsLayout',
    'Apply metrics on',
    [
      ['COLUMNS', 'Columns'],
      ['ROWS', 'Rows'],
    ],
    'COLUMNS',
    'Use metrics as a top level group for columns or for rows',
  ),
  series_limit: {
    ...sharedControls.series_limit,
    label: 'Cell limit',
    description: 'Limits the number of cells that get retrieved.',
  },
  aggregateFunction: select(
    'aggregateFunction',
    'Aggregation function',
    AGGREGATE_FUNCTIONS.map((fn) => [fn, fn] as const),
    'Sum',
    'Aggregate function to apply when pivoting and computing the total rows and columns',
  ),
  rowTotals: checkbox('rowTotals', 'Show rows total', 'Display row level total'),
  rowSubTotals: checkbox('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal'),
  colTotals: checkbox('colTotals', 'Show columns total', 'Display column level total'),
  colSubTotals: checkbox('colSubTotals', 'Show columns subtotal', 'Display column level subtotal'),
  transposePivot: checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns'),
  combineMetric: checkbox(
    'combineMetric',
    'Combine metrics',
    'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
  ),
  valueFormat: {
    name: 'valueFormat',
    type: 'NumberFormatControl',
    label: 'Value format',
    freeForm: true,
    default: SMART_NUMBER,
    choices: NUMBER_FORMAT_CHOICES,
    renderTrigger: true,
    description: 'D3 format syntax: https://github.com/d3/d3-format',
  },
  date_format: {
    name: 'date_format',
    type: 'TimeFormatControl',
    label: 'Date format',
    freeForm: true,
    default: SMART_DATE,
    choices: TIME_FORMAT_CHOICES,
    renderTrigger: true,
    description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
  },
  rowOrder: select('rowOrder', 'Rows sort by', KEY_ORDERS, 'key_a_to_z'),
  colOrder: select('colOrder', 'Cols sort by', KEY_ORDERS, 'key_a_to_z'),
  rowSubtotalPosition: select(
    'rowSubtotalPosition',
    'Rows subtotal position',
    positions('Top', 'Bottom'),
    false,
    'Position of row level subtotal',
  ),
  colSubtotalPosition: select(
    'colSubtotalPosition',
    'Columns subtotal position',
    positions('Left', 'Right'),
    false,
    'Position of column level subtotal',
  ),
  conditional_formatting: {
    name: 'conditional_formatting',
    type: 'ConditionalFormattingControl',
    label: 'Conditional formatting',
    renderTrigger: true,
    default: [],
    description: 'Apply conditional color formatting to metrics',
  },
  allow_render_html: checkbox(
    'allow_render_html',
    'Render columns in HTML format',
    'Render data in HTML format if applicable.',
  ),
} satisfies Record<string, ControlConfig>;

const p = pivotControls;
const s = sharedControls;

/** Superset's pivot table control panel: Query, Options, and the formatting Options of the Customize tab. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      tab: 'data',
      rows: [
        [p.groupbyColumns],
        [p.groupbyRows],
        [s.time_grain_sqla],
        [s.metrics],
        [p.metricsLayout],
        [s.adhoc_filters],
        [p.series_limit],
        [s.row_limit],
        [s.series_limit_metric],
        [s.order_desc],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tab: 'data',
      rows: [
        [p.aggregateFunction],
        [p.rowTotals],
        [p.rowSubTotals],
        [p.colTotals],
        [p.colSubTotals],
        [p.transposePivot],
        [p.combineMetric],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [p.valueFormat, s.currency_format],
        [p.date_format],
        [p.rowOrder, p.colOrder],
        [p.rowSubtotalPosition, p.colSubtotalPosition],
        [p.conditional_formatting],
        [p.allow_render_html],
      ],
    },
  ],
};
