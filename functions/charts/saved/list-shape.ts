import type { ListShape } from '../../lib/list-shape.ts';

/**
 * Superset's ChartRestApi.list_columns as the contract lists them (no `owners.email`): what a row carries and what
 * `columns` may select. The saved query context is not among them: it is the item's (`GET /api/v1/chart/{pk}`).
 */
export const CHART_LIST_COLUMNS = [
  'is_managed_externally',
  'certified_by',
  'certification_details',
  'cache_timeout',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_dttm',
  'changed_on_utc',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'created_by_name',
  'created_on_delta_humanized',
  'datasource_id',
  'datasource_name_text',
  'datasource_type',
  'datasource_url',
  'description',
  'description_markeddown',
  'edit_url',
  'form_data',
  'id',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'dashboards.id',
  'dashboards.dashboard_title',
  'params',
  'slice_name',
  'slice_url',
  'table.default_endpoint',
  'table.table_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'tags.id',
  'tags.name',
  'tags.type',
  'uuid',
];

/** Superset's ChartRestApi.order_columns. */
export const CHART_ORDER_COLUMNS = [
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'datasource_id',
  'datasource_name',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
  'slice_name',
  'viz_type',
];

/** The chart list's shape, as Superset's ChartRestApi declares it. */
export const CHART_LIST_SHAPE: ListShape = {
  columns: CHART_LIST_COLUMNS,
  orderColumns: CHART_ORDER_COLUMNS,
  title: 'List Slice',
};
