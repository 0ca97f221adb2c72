import { type ItemQuery, itemAnswer } from '../../lib/item-shape.ts';

export { ItemQuery } from '../../lib/item-shape.ts';

/**
 * What `GET /api/v1/chart/{pk}` shows: Superset's ChartRestApi.show_columns, then the datasource, audit and link
 * fields Skyset adds (Explore and the chart list read them); `columns` may select among them.
 */
export const CHART_SHOW_COLUMNS = [
  'cache_timeout',
  'certified_by',
  'certification_details',
  'changed_on_delta_humanized',
  'dashboards.dashboard_title',
  'dashboards.id',
  'dashboards.json_metadata',
  'description',
  'id',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'params',
  'slice_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'query_context',
  'is_managed_externally',
  'tags.id',
  'tags.name',
  'tags.type',
  'description_markeddown',
  'datasource_id',
  'datasource_type',
  'datasource_name_text',
  'datasource_url',
  'changed_on',
  'changed_on_utc',
  'changed_by.id',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by_name',
  'created_by.id',
  'created_by.first_name',
  'created_by.last_name',
  'created_on_delta_humanized',
  'slice_url',
  'uuid',
  'external_url',
];

/** Flask-AppBuilder's item answer around a chart (see the generic `itemAnswer`). */
export function chartItemAnswer(id: number, item: Record<string, unknown>, query: ItemQuery) {
  return itemAnswer(id, item, query, { columns: CHART_SHOW_COLUMNS, title: 'Show Slice' });
}
