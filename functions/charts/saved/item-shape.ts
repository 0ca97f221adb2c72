import { z } from 'zod';
import { labelOf, selectColumns } from '../../lib/list-shape.ts';

/**
 * What `GET /api/v1/chart/{pk}` shows: Superset's ChartRestApi.show_columns, then the datasource, audit and link
 * fields Skyset adds (Explore and the chart list read them); `columns` may select among them.
 */
export const CHART_SHOW_COLUMNS = [
  'cache_timeout', 'certified_by', 'certification_details', 'changed_on_delta_humanized', 'dashboards.dashboard_title',
  'dashboards.id', 'dashboards.json_metadata', 'description', 'id', 'owners.first_name', 'owners.id', 'owners.last_name',
  'params', 'slice_name', 'thumbnail_url', 'url', 'viz_type', 'query_context', 'is_managed_externally', 'tags.id',
  'tags.name', 'tags.type',
  'description_markeddown', 'datasource_id', 'datasource_type', 'datasource_name_text', 'datasource_url', 'changed_on',
  'changed_on_utc', 'changed_by.id', 'changed_by.first_name', 'changed_by.last_name', 'changed_by_name', 'created_by.id',
  'created_by.first_name', 'created_by.last_name', 'created_on_delta_humanized', 'slice_url', 'uuid', 'external_url',
];

/** Flask-AppBuilder's `get_item_schema`: the `?q=` of `GET /api/v1/chart/{pk}`. */
export const ItemQuery = z.object({
  columns: z.array(z.string()).optional(),
  keys: z.array(z.enum(['show_columns', 'description_columns', 'label_columns', 'show_title', 'none'])).optional(),
});
export type ItemQuery = z.infer<typeof ItemQuery>;

/**
 * Flask-AppBuilder's item answer around a chart: the result cut to the selected show columns (unknown ones dropped;
 * all when none remain) and the metadata `keys` asks for (all when absent).
 */
export function itemAnswer(id: number, item: Record<string, unknown>, query: ItemQuery) {
  const selected = (query.columns ?? []).filter((column) => CHART_SHOW_COLUMNS.includes(column));
  const columns = selected.length > 0 ? selected : CHART_SHOW_COLUMNS;
  const metadata: Record<string, unknown> = {
    show_columns: columns,
    label_columns: Object.fromEntries(columns.map((column) => [column, labelOf(column)])),
    description_columns: {},
    show_title: 'Show Slice',
  };
  const keys: readonly string[] | undefined = query.keys;
  const wanted = keys ? Object.fromEntries(Object.entries(metadata).filter(([key]) => keys.includes(key))) : metadata;
  return { id, result: selected.length > 0 ? selectColumns(item, selected) : item, ...wanted };
}
