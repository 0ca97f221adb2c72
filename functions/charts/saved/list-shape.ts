import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../lib/list-query.ts';

/**
 * Superset's ChartRestApi.list_columns as the contract lists them (no `owners.email`): what a row carries and what
 * `columns` may select. The saved query context is not among them: it is the item's (`GET /api/v1/chart/{pk}`).
 */
export const CHART_LIST_COLUMNS = [
  'is_managed_externally', 'certified_by', 'certification_details', 'cache_timeout', 'changed_by.first_name',
  'changed_by.last_name', 'changed_by.id', 'changed_by_name', 'changed_on_delta_humanized', 'changed_on_dttm', 'changed_on_utc',
  'created_by.first_name', 'created_by.id', 'created_by.last_name', 'created_by_name', 'created_on_delta_humanized',
  'datasource_id', 'datasource_name_text', 'datasource_type', 'datasource_url', 'description', 'description_markeddown',
  'edit_url', 'form_data', 'id', 'last_saved_at', 'last_saved_by.id', 'last_saved_by.first_name', 'last_saved_by.last_name',
  'owners.first_name', 'owners.id', 'owners.last_name', 'dashboards.id', 'dashboards.dashboard_title', 'params', 'slice_name',
  'slice_url', 'table.default_endpoint', 'table.table_name', 'thumbnail_url', 'url', 'viz_type', 'tags.id', 'tags.name',
  'tags.type', 'uuid',
];

/** Superset's ChartRestApi.order_columns. */
export const CHART_ORDER_COLUMNS = [
  'changed_by.first_name', 'changed_on_delta_humanized', 'datasource_id', 'datasource_name', 'last_saved_at', 'last_saved_by.id',
  'last_saved_by.first_name', 'last_saved_by.last_name', 'slice_name', 'viz_type',
];

/** The largest page the list answers (Superset's chart pickers ask for 200 at once); larger asks get this many. */
export const MAX_PAGE_SIZE = 200;

/**
 * The page size to apply, as Flask-AppBuilder's `_sanitize_page_args` caps rather than refuses: 0 is the default,
 * anything else outside 1..MAX_PAGE_SIZE (-1, "all", included) the largest page.
 */
export function cappedPageSize(pageSize: number): number {
  if (pageSize === 0) return DEFAULT_PAGE_SIZE;
  return pageSize < 1 || pageSize > MAX_PAGE_SIZE ? MAX_PAGE_SIZE : pageSize;
}

/** Flask-AppBuilder's generated label: `changed_by.first_name` -> `Changed By First Name`. */
export const labelOf = (column: string): string => column.replace(/[._]/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

function pick(value: unknown, key: string, soFar: unknown): unknown {
  if (Array.isArray(value)) return value.map((entry, index) => pick(entry, key, Array.isArray(soFar) ? soFar[index] : undefined));
  if (value === null || typeof value !== 'object') return value;
  const base = soFar !== null && typeof soFar === 'object' ? soFar : {};
  return { ...base, [key]: (value as Record<string, unknown>)[key] };
}

/** A row cut to the selected columns; `owners.id` keeps only each owner's id, as Flask-AppBuilder answers. */
export function selectColumns(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const selected: Record<string, unknown> = {};
  for (const column of columns) {
    const [head = '', ...rest] = column.split('.');
    if (!Object.hasOwn(row, head)) continue;
    selected[head] = rest.length === 0 ? row[head] : pick(row[head], rest.join('.'), selected[head]);
  }
  return selected;
}

/** The selected columns Superset allows (others are dropped, as Flask-AppBuilder prunes them); undefined for all. */
export function selectedColumns(query: ListQuery): string[] | undefined {
  const allowed = (query.columns ?? query.select_columns ?? []).filter((column) => CHART_LIST_COLUMNS.includes(column));
  return allowed.length > 0 ? allowed : undefined;
}

/** The metadata keys of a list answer: all unless `keys` names some (`none` for none). */
export function listMetadata(query: ListQuery, columns: readonly string[]): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    list_columns: columns,
    order_columns: CHART_ORDER_COLUMNS,
    label_columns: Object.fromEntries(columns.map((column) => [column, labelOf(column)])),
    description_columns: {},
    list_title: 'List Slice',
  };
  const keys: readonly string[] | undefined = query.keys;
  if (!keys) return metadata;
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => keys.includes(key)));
}
