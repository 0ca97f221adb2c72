import rison from 'rison';

/** The orders the insert panel offers for charts (Superset's SliceAdder), most recently changed first by default. */
export const CHART_SORTS = [
  { value: 'changed_on', label: 'Sort by recent' },
  { value: 'slice_name', label: 'Sort by name' },
  { value: 'viz_type', label: 'Sort by viz type' },
  { value: 'datasource_name', label: 'Sort by dataset' },
] as const;
export type ChartSort = (typeof CHART_SORTS)[number]['value'];

/** What the insert panel asks the chart list for. */
export interface InsertPanelChartsArgs {
  search: string;
  sort: ChartSort;
  /** Only charts this user owns, when "Show only my charts" is on. */
  ownerId?: number;
}

/** The columns the panel shows (Superset's SliceAdder asks for the same). */
const COLUMNS = [
  'changed_on_delta_humanized',
  'changed_on_utc',
  'datasource_id',
  'datasource_type',
  'datasource_url',
  'datasource_name_text',
  'description',
  'id',
  'slice_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'owners.id',
  'created_by.id',
];

/** The charts the panel lists in one page (the chart list's largest). */
export const INSERT_PANEL_PAGE_SIZE = 200;

/** `GET /api/v1/chart/?q=` for the insert panel: free-text search, owner filter, order. */
export function insertPanelChartsUrl({ search, sort, ownerId }: InsertPanelChartsArgs): string {
  const filters: { col: string; opr: string; value: string | number }[] = [];
  if (search.trim()) filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search.trim() });
  if (ownerId !== undefined) filters.push({ col: 'owners', opr: 'rel_m_m', value: ownerId });
  const query = {
    columns: COLUMNS,
    filters,
    // Superset orders "recent" by the humanized change time, which the API sorts by the change time itself.
    order_column: sort === 'changed_on' ? 'changed_on_delta_humanized' : sort,
    order_direction: sort === 'changed_on' ? 'desc' : 'asc',
    page: 0,
    page_size: INSERT_PANEL_PAGE_SIZE,
  };
  return `/api/v1/chart/?q=${encodeURIComponent(rison.encode(query))}`;
}
