/** The page size of Superset's annotation lists. */
export const ANNOTATION_PAGE_SIZE = 25;

/** What a list screen asks for: a search, a sort and a page. */
export interface ListParams {
  search: string;
  sortColumn: string;
  sortDesc: boolean;
  page: number;
}

/** One page of a list in Superset's list query (`?q=`): the rows `filter` keeps when there is a search, sorted. */
function pageQuery(params: ListParams, filter: { col: string; opr: string }) {
  const search = params.search.trim();
  return {
    filters: search === '' ? [] : [{ ...filter, value: search }],
    order_column: params.sortColumn,
    order_direction: params.sortDesc ? 'desc' : 'asc',
    page: params.page,
    page_size: ANNOTATION_PAGE_SIZE,
  };
}

/** The query of the layer list: names holding the search (`ct`). */
export const layerListQuery = (params: ListParams) => pageQuery(params, { col: 'name', opr: 'ct' });

/** The query of a layer's annotations: names or descriptions holding the search (`annotation_all_text`). */
export const annotationListQuery = (params: ListParams) =>
  pageQuery(params, { col: 'short_descr', opr: 'annotation_all_text' });

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
