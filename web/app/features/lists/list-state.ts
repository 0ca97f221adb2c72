/**
 * What every list screen's state shares: the free-text search, the sort, the page and the view, with the rules for
 * changing them. Each list (charts, dashboards) describes its own filters and sorts in a {@link ListModel}; the state is
 * plain data so the URL can hold it (list-url.ts) and the API query can be derived from it (list-query.ts).
 */

/** A value picked in a select filter, with the words it was shown as (kept so a URL can show it before options load). */
export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/** Page sizes the footer offers; Superset's lists use 25. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** A list's two layouts (Superset's `viewMode`). */
export type ViewMode = 'table' | 'card';

/** A sort direction, as the API's `order_direction` names it. */
export type SortOrder = 'asc' | 'desc';

/** The part of a list's state that is not a filter of its own; `C` is the list's sort columns. */
export interface ListStateBase<C extends string = string> {
  /** Free text the list's search filter matches. */
  search: string;
  sortColumn: C;
  sortOrder: SortOrder;
  pageIndex: number;
  pageSize: PageSize;
  viewMode: ViewMode;
}

/** One of the ways the card view sorts, where there are no column headers to click. */
export interface SortOption<C extends string = string> {
  value: string;
  label: string;
  column: C;
  order: SortOrder;
}

/** What makes one list's state its own: its defaults, sort columns, card sorts and filters. */
export interface ListModel<S extends ListStateBase> {
  /** The list as it first opens. */
  defaults: S;
  /** Columns the list sorts by, as the API's `order_column` names them. */
  sortColumns: readonly S['sortColumn'][];
  /** Each sort column as the list's headers name it. */
  sortLabels: Record<S['sortColumn'], string>;
  /** The card view's sort menu. */
  sortOptions: readonly SortOption<S['sortColumn']>[];
  /** The fields that narrow the list (`search` among them). */
  filterFields: readonly (keyof S & string)[];
}

/** Whether any filter narrows the list (an empty list then means "no match", not "nothing yet"). */
export function hasFilters<S extends ListStateBase>(model: ListModel<S>, state: S): boolean {
  return model.filterFields.some((field) =>
    field === 'search' ? state.search.trim() !== '' : state[field] !== undefined,
  );
}

/** The state with every filter cleared; sort, page size and view kept. */
export function clearFilters<S extends ListStateBase>(model: ListModel<S>, state: S): S {
  const { sortColumn, sortOrder, pageSize, viewMode } = state;
  return { ...model.defaults, sortColumn, sortOrder, pageSize, viewMode };
}

/**
 * Applies a change. A change of filter, sort or page size starts again at the first page (the old page may not exist
 * any more); a change of page or view keeps the rest.
 */
export function updateListState<S extends ListStateBase>(state: S, change: Partial<S>): S {
  const keepsPage = Object.keys(change).every((key) => key === 'pageIndex' || key === 'viewMode');
  return { ...state, ...change, pageIndex: keepsPage ? (change.pageIndex ?? state.pageIndex) : 0 };
}

/** Superset's footer words for the rows shown: `1-25 of 44`, or `0 of 0` for an empty list. */
export function pageRangeLabel(pageIndex: number, pageSize: number, count: number): string {
  if (count === 0) return '0 of 0';
  const first = Math.min(pageIndex * pageSize + 1, count);
  const last = Math.min((pageIndex + 1) * pageSize, count);
  return `${first}-${last} of ${count}`;
}

/** How many pages `count` rows fill (at least one, so the pager always has a page to show). */
export const pageCountOf = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));

/**
 * The sort menu entry of a state. A sort picked in the table that the menu does not offer (name, descending) gets an
 * entry of its own, so the menu always says how the cards are sorted.
 */
export function sortOptionOf<S extends ListStateBase>(
  model: ListModel<S>,
  state: Pick<S, 'sortColumn' | 'sortOrder'>,
): SortOption<S['sortColumn']> {
  const offered = model.sortOptions.find(
    (option) => option.column === state.sortColumn && option.order === state.sortOrder,
  );
  if (offered) return offered;
  const direction = state.sortOrder === 'asc' ? 'ascending' : 'descending';
  const label = `${model.sortLabels[state.sortColumn as S['sortColumn']]}, ${direction}`;
  return { value: 'other', label, column: state.sortColumn, order: state.sortOrder };
}
