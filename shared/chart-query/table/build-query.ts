import type { ChartDataQueryContextInput, ChartDataQueryObjectInput } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import type { FormData } from '../form-data.ts';
import { ensureArray, metricsOf } from '../common/form-data-fields.ts';
import { getQueryMode } from './query-mode.ts';
import { readOwnState, type TableOwnState } from './own-state.ts';
import { aggregateShape, rawShape, type QueryShape } from './query-shape.ts';

type QueryObject = ChartDataQueryObjectInput;

/** Downloads (CSV, Excel, JSON results) take every row up to the row limit, never one page. */
const isDownload = (formData: FormData): boolean =>
  formData.result_format === 'csv' ||
  formData.result_format === 'xlsx' ||
  (formData.result_format === 'json' && formData.result_type === 'results');

/** The page a server-paginated table asks for, never past the configured row limit. */
function pageWindow(formData: FormData, ownState: TableOwnState): Pick<QueryObject, 'row_limit' | 'row_offset'> {
  const pageSize = Number(ownState.pageSize ?? formData.server_page_length) || 0;
  const rowLimit = Number(formData.row_limit) || 0;
  const lastPage = rowLimit > 0 && pageSize > 0 ? Math.max(Math.ceil(rowLimit / pageSize) - 1, 0) : Infinity;
  const page = Math.min(ownState.currentPage ?? 0, lastPage);
  const offset = page * pageSize;
  return {
    row_limit: rowLimit > 0 ? Math.min(pageSize, Math.max(rowLimit - offset, 0)) : pageSize,
    row_offset: offset,
  };
}

/** The main query: the mode's shape, then paging, header sort and search of a server-paginated table. */
function mainQuery(formData: FormData, base: QueryObject, shape: QueryShape): QueryObject {
  const ownState = readOwnState(formData);
  const paginated = Boolean(formData.server_pagination) && !isDownload(formData);
  const query: QueryObject = { ...base, ...shape.query, time_offsets: [] };
  if (isDownload(formData)) Object.assign(query, { row_limit: base.row_limit, row_offset: 0 });
  if (!paginated) return query;
  Object.assign(query, pageWindow(formData, ownState));
  const sort = ownState.sortBy?.[0];
  if (sort) query.orderby = [[sort.key, !sort.desc]];
  if (ownState.searchText && ownState.searchColumn) {
    query.filters = [
      ...(query.filters ?? []),
      { col: ownState.searchColumn, op: 'ILIKE', val: `${ownState.searchText}%` },
    ];
  }
  return query;
}

/** Percent metrics over all records and the totals row, each one more query after the main one. */
function extraQueries(formData: FormData, main: QueryObject, shape: QueryShape, aggregate: boolean): QueryObject[] {
  const extras: QueryObject[] = [];
  const percentMetrics = metricsOf(formData.percent_metrics);
  const whole = { columns: [], row_limit: 0, row_offset: 0 };
  if (aggregate && formData.percent_metric_calculation === 'all_records' && percentMetrics.length > 0) {
    extras.push({ ...main, ...whole, metrics: percentMetrics, post_processing: [], orderby: [], is_timeseries: false });
  }
  if (aggregate && formData.show_totals && (main.metrics?.length ?? 0) > 0) {
    const { order_desc: _desc, orderby: _orderby, ...rest } = main;
    extras.push({ ...rest, ...whole, post_processing: shape.contribution ? [shape.contribution] : [] });
  }
  return extras;
}

/** Cross-filter "group by" a dashboard adds to the table's own columns. */
function withInteractiveGroupby(formData: FormData, query: QueryObject): QueryObject {
  const extra = formData.extra_form_data as { interactive_groupby?: unknown } | undefined;
  const added = ensureArray(extra?.interactive_groupby).filter(
    (column): column is string => typeof column === 'string',
  );
  if (added.length === 0 || !query.columns) return query;
  return { ...query, columns: [...new Set([...query.columns, ...added])] };
}

/** The table's query objects from the common base, as Superset's table plugin builds them. */
export function tableQueries(formData: FormData, base: QueryObject): QueryObject[] {
  const aggregate = getQueryMode(formData) === 'aggregate';
  const shape = aggregate ? aggregateShape(formData, base) : rawShape(formData, base);
  const main = mainQuery(formData, base, shape);
  const extras = extraQueries(formData, main, shape, aggregate);
  const query = withInteractiveGroupby(formData, main);
  if (!formData.server_pagination || isDownload(formData)) return [query, ...extras];
  const rowcount: QueryObject = {
    ...query,
    time_offsets: [],
    row_limit: Number(formData.row_limit ?? 0) || 0,
    row_offset: 0,
    post_processing: [],
    is_rowcount: true,
  };
  return [query, rowcount, ...extras];
}

/**
 * form data -> the table's chart data request. Raw mode never includes the time column (Superset drops
 * `include_time` there); server pagination reads the page, sort and search from `own_state`.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const effective = getQueryMode(formData) === 'raw' ? { ...formData, include_time: false } : formData;
  return buildQueryContext(effective, (base) => tableQueries(effective, base));
}
