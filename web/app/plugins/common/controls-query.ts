import type { ControlConfig, DatasourceMeta, FormData } from '../types.ts';
import { validateInteger, validateMaxValue, validateNonEmpty } from './validators.ts';

/** Superset's SQL_MAX_ROW default: the most rows a chart query may ask for. */
export const SQL_MAX_ROW = 100000;

/** Superset's `ROW_LIMIT_OPTIONS` and `SERIES_LIMITS`. */
const ROW_LIMITS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000, 100000] as const;
const SERIES_LIMITS = [5, 10, 25, 50, 100, 500] as const;
const asChoices = (values: readonly number[]) => values.map((value) => [value, String(value)] as const);

/** Superset offers a time grain only for a temporal x-axis: a time column or an SQL expression (charts without an x-axis keep it). */
const hasTemporalXAxis = (formData: FormData, datasource?: DatasourceMeta): boolean =>
  typeof formData.x_axis !== 'string' ||
  formData.x_axis === '' ||
  !datasource ||
  datasource.temporalColumns.includes(formData.x_axis);

/**
 * Whether some of the columns a time grain could apply to are temporal: a time column of the dataset or an SQL
 * expression (whose type is unknown). Without the dataset's facts every column might be.
 */
export const hasTemporalColumn = (columns: unknown, datasource?: DatasourceMeta): boolean =>
  (Array.isArray(columns) ? columns : columns ? [columns] : []).some(
    (column) => typeof column !== 'string' || !datasource || datasource.temporalColumns.includes(column),
  );

const METRIC_HELP = 'You can use an aggregation function on a column or write custom SQL to create a metric.';

/** The Query section's controls: what to fetch. */
export const queryControls = {
  metrics: {
    name: 'metrics',
    type: 'MetricsControl',
    label: 'Metrics',
    multi: true,
    validators: [validateNonEmpty],
    description: `Select one or many metrics to display. ${METRIC_HELP}`,
  },
  metric: {
    name: 'metric',
    type: 'MetricsControl',
    label: 'Metric',
    validators: [validateNonEmpty],
    description: `Select a metric to display. ${METRIC_HELP}`,
  },
  groupby: {
    name: 'groupby',
    type: 'DndColumnSelect',
    label: 'Dimensions',
    multi: true,
    default: [],
    description:
      'Dimensions contain qualitative values such as names, dates, or geographical data. Use dimensions to categorize, ' +
      'segment, and reveal the details in your data. Dimensions affect the level of detail in the view.',
  },
  columns: {
    name: 'columns',
    type: 'DndColumnSelect',
    label: 'Columns',
    multi: true,
    default: [],
    description: 'One or many columns to pivot as columns',
  },
  adhoc_filters: { name: 'adhoc_filters', type: 'AdhocFilterControl', label: 'Filters', default: [] },
  row_limit: {
    name: 'row_limit',
    type: 'SelectControl',
    label: 'Row limit',
    freeForm: true,
    clearable: false,
    default: 10000,
    choices: asChoices(ROW_LIMITS),
    validators: [validateInteger, validateMaxValue(SQL_MAX_ROW)],
    description:
      'Limits the number of the rows that are computed in the query that is the source of the data used for this chart.',
  },
  series_limit: {
    name: 'series_limit',
    type: 'SelectControl',
    label: 'Series limit',
    freeForm: true,
    clearable: true,
    choices: asChoices(SERIES_LIMITS),
    validators: [validateInteger],
    placeholder: 'None',
    description:
      'Limits the number of series that get displayed. A joined subquery (or an extra phase where subqueries are not ' +
      'supported) is applied to limit the number of series that get fetched and rendered. This feature is useful when ' +
      'grouping by high cardinality column(s) though does increase the query complexity and cost.',
  },
  series_limit_metric: {
    name: 'series_limit_metric',
    type: 'MetricsControl',
    label: 'Sort by',
    clearable: true,
    description:
      'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts ' +
      'to the first metric (where appropriate).',
  },
  timeseries_limit_metric: {
    name: 'timeseries_limit_metric',
    type: 'MetricsControl',
    label: 'Sort by',
    clearable: true,
    description:
      'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
  },
  order_desc: {
    name: 'order_desc',
    type: 'CheckboxControl',
    label: 'Sort descending',
    default: true,
    description:
      'If enabled, this control sorts the results/values descending, otherwise it sorts the results ascending.',
  },
  x_axis: {
    name: 'x_axis',
    type: 'DndColumnSelect',
    label: 'X-axis',
    validators: [validateNonEmpty],
    description: 'Dimension to use on x-axis.',
  },
  time_grain_sqla: {
    name: 'time_grain_sqla',
    type: 'TimeGrainControl',
    label: 'Time Grain',
    default: 'P1D',
    clearable: true,
    visibility: hasTemporalXAxis,
    description:
      'Select a time grain for the visualization. The grain is the time interval represented by a single point on the chart.',
  },
  time_range: {
    name: 'time_range',
    type: 'DateFilterControl',
    label: 'Time Range',
    default: 'No filter',
    description:
      'The time range for the visualization. All relative times, e.g. "Last month", "Last 7 days", "now", etc. are ' +
      "evaluated on the server using the server's local time (sans timezone). All tooltips and placeholder times are " +
      'expressed in UTC (sans timezone).',
  },
  granularity_sqla: {
    name: 'granularity_sqla',
    type: 'SelectControl',
    label: 'Time Column',
    clearable: true,
    description:
      'The time column for the visualization. Note that you can define arbitrary expression that return a DATETIME ' +
      'column in the table. Also note that the filter below is applied against this column or expression',
  },
  show_empty_columns: {
    name: 'show_empty_columns',
    type: 'CheckboxControl',
    label: 'Show empty columns',
    default: true,
    description: 'Show empty columns',
  },
  truncate_metric: {
    name: 'truncate_metric',
    type: 'CheckboxControl',
    label: 'Truncate Metric',
    default: true,
    renderTrigger: true,
    description: 'Whether to truncate metrics',
  },
} satisfies Record<string, ControlConfig>;
