import type { ExploreDatasource } from '#shared/api/explore.ts';
// The module itself, not its folder's index: the index would keep the time range grammar in the route's chunk.
import { NO_TIME_RANGE } from '#shared/time-range/shortcuts.ts';
import type { FormData } from '../../../plugins/types.ts';

/**
 * The dataset's default time column, as Superset picks it: its main datetime column when that is set, else its
 * first temporal column; undefined for a dataset without any.
 */
export function defaultTemporalColumn(
  datasource: Pick<ExploreDatasource, 'main_dttm_col' | 'columns'> | null,
): string | undefined {
  if (!datasource) return undefined;
  const temporal = datasource.columns.filter((column) => column.is_dttm);
  const main = temporal.find((column) => column.column_name === datasource.main_dttm_col);
  return (main ?? temporal[0])?.column_name;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const isTimeFilter = (filter: unknown) =>
  typeof filter === 'object' && filter !== null && (filter as { operator?: unknown }).operator === 'TEMPORAL_RANGE';

/** Superset's time filter of a chart: the whole range of one time column, until the user narrows it. */
function timeFilter(subject: string, timeRange: string) {
  return { clause: 'WHERE', subject, operator: 'TEMPORAL_RANGE', comparator: timeRange, expressionType: 'SIMPLE' };
}

/** The x-axis Superset starts from: an older chart's time column, else the dataset's default time column. */
function initialXAxis(formData: FormData, datasource: ExploreDatasource | null): string | undefined {
  if (typeof formData.granularity_sqla === 'string' && formData.granularity_sqla !== '')
    return formData.granularity_sqla;
  return defaultTemporalColumn(datasource);
}

/**
 * The time filter Superset puts in the Filters control when there is none yet: an older chart's time column and
 * range moved into it, else a "No filter" range on the dataset's default time column. Charts with their own
 * Time Range control keep their time filter there instead.
 */
function initialFilters(
  formData: FormData,
  controlNames: ReadonlySet<string>,
  datasource: ExploreDatasource | null,
): unknown[] | undefined {
  if (!controlNames.has('adhoc_filters') || controlNames.has('time_range')) return undefined;
  const filters = Array.isArray(formData.adhoc_filters) ? formData.adhoc_filters : [];
  if (filters.some(isTimeFilter)) return undefined;
  const legacyColumn = typeof formData.granularity_sqla === 'string' ? formData.granularity_sqla : '';
  const legacyRange = typeof formData.time_range === 'string' ? formData.time_range : '';
  if (legacyColumn && legacyRange) return [...filters, timeFilter(legacyColumn, legacyRange)];
  const column = defaultTemporalColumn(datasource);
  return column ? [...filters, timeFilter(column, NO_TIME_RANGE)] : undefined;
}

/**
 * Fields Superset fills from the dataset when a chart opens or changes type (its controls' initial values): the
 * x-axis starts on the dataset's time column, and the filters hold a time range filter on it. Only fields the
 * chart has a control for and has not set are returned.
 */
export function datasetInitialValues(
  formData: FormData,
  controlNames: ReadonlySet<string>,
  datasource: ExploreDatasource | null,
): Partial<FormData> {
  const values: Partial<FormData> = {};
  if (controlNames.has('x_axis') && isBlank(formData.x_axis)) {
    const xAxis = initialXAxis(formData, datasource);
    if (xAxis) values.x_axis = xAxis;
  }
  const filters = initialFilters(formData, controlNames, datasource);
  if (filters) values.adhoc_filters = filters;
  return values;
}
