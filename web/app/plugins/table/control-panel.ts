import { hasTemporalColumn, sharedControls, validateInteger } from '../common/controls.ts';
import { SMART_DATE, TIME_FORMAT_CHOICES } from '../common/time-format.ts';
import type { ControlConfig, ControlPanelConfig, ControlValidator, FormData } from '../types.ts';
import { ensureArray } from '#shared/chart-query/common/form-data-fields.ts';
import { getQueryMode } from '#shared/chart-query/table/query-mode.ts';

const isAggregate = (formData: FormData) => getQueryMode(formData) === 'aggregate';
const isRaw = (formData: FormData) => getQueryMode(formData) === 'raw';
const notServerPaginated = (formData: FormData) => !formData.server_pagination;

/** Superset's `PAGE_SIZE_OPTIONS`: 0 is "All". */
const PAGE_SIZES = [
  [0, 'All'],
  [10, '10'],
  [20, '20'],
  [50, '50'],
  [100, '100'],
  [200, '200'],
] as const;

/** Aggregate mode needs something to group or measure. */
const needsGroupOrMetric: ControlValidator = (_value, formData) =>
  isAggregate(formData) &&
  ['groupby', 'metrics', 'percent_metrics'].every((field) => ensureArray(formData[field]).length === 0)
    ? 'Group By, Metrics or Percentage Metrics must have a value'
    : undefined;

const needsColumns: ControlValidator = (value, formData) =>
  isRaw(formData) && ensureArray(value).length === 0 ? 'must have a value' : undefined;

const checkbox = (
  name: string,
  label: string,
  fallback: boolean,
  description: string,
  extra: Partial<ControlConfig> = {},
): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  default: fallback,
  description,
  ...extra,
});

/** The Query section's own controls of the table. */
export const tableQueryControls = {
  query_mode: {
    name: 'query_mode',
    type: 'SelectControl',
    label: 'Query mode',
    default: 'aggregate',
    clearable: false,
    choices: [
      ['aggregate', 'Aggregate'],
      ['raw', 'Raw records'],
    ],
  },
  groupby: { ...sharedControls.groupby, visibility: isAggregate, validators: [needsGroupOrMetric] },
  metrics: { ...sharedControls.metrics, visibility: isAggregate, validators: [needsGroupOrMetric] },
  all_columns: {
    name: 'all_columns',
    type: 'DndColumnSelect',
    label: 'Columns',
    description: 'Columns to display',
    multi: true,
    default: [],
    visibility: isRaw,
    validators: [needsColumns],
  },
  percent_metrics: {
    name: 'percent_metrics',
    type: 'MetricsControl',
    label: 'Percentage metrics',
    multi: true,
    default: [],
    visibility: isAggregate,
    description:
      'Select one or many metrics to display, that will be displayed in the percentages of total. Percentage metrics will be calculated only from data within the row limit. You can use an aggregation function on a column or write custom SQL to create a percentage metric.',
  },
  timeseries_limit_metric: { ...sharedControls.timeseries_limit_metric, visibility: isAggregate },
  order_by_cols: {
    name: 'order_by_cols',
    type: 'SelectControl',
    label: 'Ordering',
    description: 'Order results by selected columns',
    multi: true,
    default: [],
    visibility: isRaw,
  },
  server_pagination: checkbox(
    'server_pagination',
    'Server pagination',
    false,
    'Enable server side pagination of results (experimental feature)',
  ),
  row_limit: { ...sharedControls.row_limit, visibility: notServerPaginated },
  server_page_length: {
    name: 'server_page_length',
    type: 'SelectControl',
    label: 'Server Page Length',
    freeForm: true,
    default: 10,
    choices: PAGE_SIZES,
    description: 'Rows per page, 0 means no pagination',
    validators: [validateInteger],
    visibility: (formData: FormData) => Boolean(formData.server_pagination),
  },
  order_desc: { ...sharedControls.order_desc, visibility: isAggregate },
  show_totals: checkbox(
    'show_totals',
    'Show summary',
    false,
    'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
    { visibility: isAggregate },
  ),
} satisfies Record<string, ControlConfig>;

/** The Options and Visual formatting controls: all redraw without a query. */
export const tableDisplayControls = {
  table_timestamp_format: {
    name: 'table_timestamp_format',
    type: 'TimeFormatControl',
    label: 'Timestamp format',
    freeForm: true,
    clearable: false,
    default: SMART_DATE,
    choices: TIME_FORMAT_CHOICES,
    renderTrigger: true,
    description: 'D3 time format for datetime columns',
  },
  page_length: {
    name: 'page_length',
    type: 'SelectControl',
    label: 'Page length',
    freeForm: true,
    default: null,
    choices: PAGE_SIZES,
    renderTrigger: true,
    description: 'Rows per page, 0 means no pagination',
    validators: [validateInteger],
    visibility: notServerPaginated,
  },
  include_search: checkbox('include_search', 'Search box', false, 'Whether to include a client-side search box', {
    renderTrigger: true,
  }),
  allow_render_html: checkbox(
    'allow_render_html',
    'Render columns in HTML format',
    true,
    'Render data in HTML format if applicable.',
    { renderTrigger: true },
  ),
  column_config: {
    name: 'column_config',
    type: 'ColumnConfigControl',
    label: 'Customize columns',
    renderTrigger: true,
    description: 'Further customize how to display each column',
  },
  show_cell_bars: checkbox(
    'show_cell_bars',
    'Show cell bars',
    true,
    'Whether to display a bar chart background in table columns',
    { renderTrigger: true },
  ),
  align_pn: checkbox(
    'align_pn',
    'Align +/-',
    false,
    'Whether to align background charts with both positive and negative values at 0',
    { renderTrigger: true },
  ),
  color_pn: checkbox(
    'color_pn',
    'Add colors to cell bars for +/-',
    true,
    'Whether to colorize numeric values by whether they are positive or negative',
    { renderTrigger: true },
  ),
  conditional_formatting: {
    name: 'conditional_formatting',
    type: 'ConditionalFormattingControl',
    label: 'Custom conditional formatting',
    renderTrigger: true,
    default: [],
    description: 'Apply conditional color formatting to numeric columns',
  },
} satisfies Record<string, ControlConfig>;

const q = tableQueryControls;
const d = tableDisplayControls;

/** Superset's table control panel: Query, Options and Visual formatting. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      tab: 'data',
      rows: [
        [q.query_mode],
        [q.groupby],
        [
          {
            ...sharedControls.time_grain_sqla,
            visibility: (formData, datasource) =>
              isAggregate(formData) && hasTemporalColumn(formData.groupby, datasource),
          },
        ],
        [q.metrics, q.all_columns],
        [q.percent_metrics],
        [sharedControls.adhoc_filters],
        [q.timeseries_limit_metric, q.order_by_cols],
        [q.server_pagination],
        [q.row_limit, q.server_page_length],
        [q.order_desc],
        [q.show_totals],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [d.table_timestamp_format],
        [d.page_length, null],
        [d.include_search],
        [d.allow_render_html],
        [d.column_config],
      ],
    },
    {
      label: 'Visual formatting',
      expanded: true,
      tab: 'customize',
      rows: [[d.show_cell_bars], [d.align_pn], [d.color_pn], [d.conditional_formatting]],
    },
  ],
};
