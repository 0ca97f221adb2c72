import rison from 'rison';

/** The page size of Superset's annotation lists. */
export const ANNOTATION_PAGE_SIZE = 25;

/** What a list screen asks for: a search, a sort and a page. */
export interface ListParams {
  search: string;
  sortColumn: string;
  sortDesc: boolean;
  page: number;
}

/** Superset's list query (`?q=`) of the layer list: names holding the search (`ct`), sorted, one page. */
export function layerListQuery(params: ListParams) {
  const search = params.search.trim();
  return {
    filters: search === '' ? [] : [{ col: 'name', opr: 'ct', value: search }],
    order_column: params.sortColumn,
    order_direction: params.sortDesc ? 'desc' : 'asc',
    page: params.page,
    page_size: ANNOTATION_PAGE_SIZE,
  };
}

/** Superset's list query of a layer's annotations: names or descriptions holding the search (`annotation_all_text`). */
export function annotationListQuery(params: ListParams) {
  const search = params.search.trim();
  return {
    filters: search === '' ? [] : [{ col: 'short_descr', opr: 'annotation_all_text', value: search }],
    order_column: params.sortColumn,
    order_direction: params.sortDesc ? 'desc' : 'asc',
    page: params.page,
    page_size: ANNOTATION_PAGE_SIZE,
  };
}

/** How many layers Explore's layer picker offers at once (Superset's select pages through more). */
export const LAYER_CHOICES_PAGE_SIZE = 100;

/** The query of Explore's layer picker, as Superset's popover asks: ids and names, names holding the search. */
export const layerChoicesQuery = (search: string) => ({
  filters: [{ col: 'name', opr: 'ct', value: search.trim() }],
  columns: ['id', 'name'],
  order_column: 'name',
  order_direction: 'asc',
  page: 0,
  page_size: LAYER_CHOICES_PAGE_SIZE,
});

/** A value as `?q=` carries it: Rison, URL-encoded. */
export const risonQ = (value: unknown): string => encodeURIComponent(rison.encode(value));

/** Superset's footer words for a page: `1-25 of 44`. */
export function pageRangeLabel(page: number, count: number, pageSize = ANNOTATION_PAGE_SIZE): string {
  if (count === 0) return '0 of 0';
  const first = page * pageSize + 1;
  return `${first}-${Math.min(count, first + pageSize - 1)} of ${count}`;
}

/** The number of pages `count` rows fill (at least one). */
export const pageCountOf = (count: number, pageSize = ANNOTATION_PAGE_SIZE): number => Math.max(1, Math.ceil(count / pageSize));
