import type { ExtraFormData } from '#shared/dashboard/extra-form-data.ts';
import { mergeExtraFormData } from '#shared/dashboard/extra-form-data.ts';
import type { DataMask, NativeFilter } from '#shared/dashboard/native-filters.ts';
import type {
  ChartDataFilter,
  ChartDataQueryContextInput,
  ChartDataQueryObjectInput,
} from '#shared/query-context/index.ts';
import { ancestorsOf, controlOf, filterColumnOf, filterDatasetOf } from './filter-config.ts';

/** How many values a value filter offers (Superset's filter form data `row_limit`). */
export const FILTER_VALUES_ROW_LIMIT = 1000;

interface AdhocLike {
  expressionType?: string;
  clause?: string;
  subject?: unknown;
  operator?: string;
  comparator?: unknown;
  sqlExpression?: string;
}

const UNARY = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);

/** Adhoc filters (pre-filters, a required parent's `1 = 0`) as simple filters and a WHERE clause. */
function adhocParts(adhocFilters: readonly unknown[]): { filters: ChartDataFilter[]; where: string } {
  const filters: ChartDataFilter[] = [];
  const where: string[] = [];
  for (const raw of adhocFilters) {
    const filter = raw as AdhocLike;
    if (filter?.clause === 'HAVING') continue;
    if (filter?.expressionType === 'SQL' && filter.sqlExpression?.trim())
      where.push(`(${filter.sqlExpression.trim()})`);
    if (
      filter?.expressionType === 'SIMPLE' &&
      typeof filter.subject === 'string' &&
      typeof filter.operator === 'string'
    ) {
      const base = { col: filter.subject, op: filter.operator } as ChartDataFilter;
      filters.push(UNARY.has(filter.operator) ? base : ({ ...base, val: filter.comparator } as ChartDataFilter));
    }
  }
  return { filters, where: where.join(' AND ') };
}

/**
 * What a filter's parents contribute to its values query: the merged `extraFormData` of every ancestor's chosen
 * (pending) mask, so a child offers only values consistent with its parents' (Superset's cascade dependencies).
 */
export function parentsExtraFormData(
  filter: NativeFilter,
  filters: readonly NativeFilter[],
  pending: Readonly<Record<string, DataMask>>,
): ExtraFormData {
  return ancestorsOf(filter, filters).reduce<ExtraFormData>(
    (merged, id) => mergeExtraFormData(merged, pending[id]?.extraFormData ?? {}),
    {},
  );
}

/** The base query object of a filter's values: its pre-filters, its time range pre-filter and its parents' masks. */
function baseQuery(filter: NativeFilter, parents: ExtraFormData): ChartDataQueryObjectInput {
  const own = adhocParts(filter.adhoc_filters ?? []);
  const inherited = adhocParts((parents.adhoc_filters as unknown[] | undefined) ?? []);
  const where = [own.where, inherited.where].filter(Boolean).join(' AND ');
  const timeRange = (parents.time_range as string | undefined) ?? filter.time_range ?? undefined;
  const granularity =
    (parents.granularity_sqla as string | undefined) ?? (filter.granularity_sqla as string | undefined);
  return {
    filters: [...own.filters, ...inherited.filters, ...((parents.filters as ChartDataFilter[] | undefined) ?? [])],
    extras: { where, having: '' },
    ...(timeRange && timeRange !== 'No filter' && granularity ? { time_range: timeRange, granularity } : {}),
  };
}

/**
 * The form data a filter's values request carries when the filter is a dashboard's (Superset's filter form data):
 * the dashboard and the filter, so a member of the dashboard's roles reads the values without a grant on the dataset.
 */
function filterFormData(filter: NativeFilter, datasetId: number, dashboardId: number | undefined) {
  if (dashboardId === undefined) return {};
  return {
    form_data: {
      datasource: `${datasetId}__table`,
      viz_type: filter.filterType,
      type: filter.type,
      dashboardId,
      native_filter_id: filter.id,
    },
  };
}

/**
 * The chart data request of a value filter's options (Superset's filter_select buildQuery): the column grouped,
 * sorted by the sort metric or the column (ascending unless told), at most 1,000 values; `search` narrows them with
 * ILIKE on the server when the filter searches all options.
 */
export function selectValuesQuery(
  filter: NativeFilter,
  parents: ExtraFormData,
  search?: string,
  dashboardId?: number,
): ChartDataQueryContextInput | undefined {
  const column = filterColumnOf(filter);
  const datasetId = filterDatasetOf(filter);
  if (!column || datasetId === undefined) return undefined;
  const ascending = controlOf<boolean>(filter, 'sortAscending', true);
  const metric = filter.sortMetric ?? undefined;
  const base = baseQuery(filter, parents);
  const searchFilter: ChartDataFilter[] = search ? [{ col: column, op: 'ILIKE', val: `%${search}%` }] : [];
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [
      {
        ...base,
        filters: [...(base.filters ?? []), ...searchFilter],
        columns: [column],
        metrics: metric ? [metric] : [],
        orderby: [[metric ?? column, ascending]],
        row_limit: FILTER_VALUES_ROW_LIMIT,
      },
    ],
    ...filterFormData(filter, datasetId, dashboardId),
    result_format: 'json',
    result_type: 'full',
  };
}

/** The chart data request of a range filter's bounds (Superset's filter_range buildQuery): the column's MIN and MAX. */
export function rangeBoundsQuery(
  filter: NativeFilter,
  parents: ExtraFormData,
  dashboardId?: number,
): ChartDataQueryContextInput | undefined {
  const column = filterColumnOf(filter);
  const datasetId = filterDatasetOf(filter);
  if (!column || datasetId === undefined) return undefined;
  const metric = (aggregate: 'MIN' | 'MAX', label: string) => ({
    expressionType: 'SIMPLE' as const,
    column: { column_name: column },
    aggregate,
    label,
  });
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [
      {
        ...baseQuery(filter, parents),
        columns: [],
        metrics: [metric('MIN', 'min'), metric('MAX', 'max')],
        orderby: [],
        row_limit: 1,
      },
    ],
    ...filterFormData(filter, datasetId, dashboardId),
    result_format: 'json',
    result_type: 'full',
  };
}
