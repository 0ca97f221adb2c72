/**
 * What the dashboard list shows: its filters, sort, page and view. Plain data, so the URL can hold it (list-url.ts)
 * and the API query can be derived from it (list-query.ts).
 */

/** A value picked in a select filter, with the words it was shown as (kept so a URL can show it before options load). */
export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/** Columns the list sorts by, as the dashboard API's `order_column` names them (Superset's DashboardRestApi.order_columns). */
export const SORT_COLUMNS = ['dashboard_title', 'published', 'changed_on_delta_humanized', 'changed_by.first_name', 'created_by.first_name'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Each sort column as the list's headers name it. */
export const SORT_COLUMN_LABELS: Record<SortColumn, string> = {
  dashboard_title: 'Name',
  published: 'Status',
  changed_on_delta_humanized: 'Last modified',
  'changed_by.first_name': 'Modified by',
  'created_by.first_name': 'Created by',
};

/** Page sizes the footer offers; Superset's lists use 25. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The list's two layouts (Superset's `viewMode`). */
export type ViewMode = 'table' | 'card';

/** Everything that decides which dashboards the list shows and how. */
export interface DashboardListState {
  /** Free text over title and slug (Superset's `title_or_slug`). */
  search: string;
  owner?: Choice<number>;
  createdBy?: Choice<number>;
  /** Published (true) or draft (false). */
  published?: boolean;
  favorite?: boolean;
  certified?: boolean;
  sortColumn: SortColumn;
  sortOrder: 'asc' | 'desc';
  pageIndex: number;
  pageSize: PageSize;
  viewMode: ViewMode;
}

/** The list as it first opens: newest changes first, no filters, 25 a page, table view (Superset's defaults). */
export const DEFAULT_LIST_STATE: DashboardListState = {
  search: '',
  sortColumn: 'changed_on_delta_humanized',
  sortOrder: 'desc',
  pageIndex: 0,
  pageSize: 25,
  viewMode: 'table',
};

/** The fields that narrow the list; clearing them all shows every dashboard the caller may see. */
export const FILTER_FIELDS = ['search', 'owner', 'createdBy', 'published', 'favorite', 'certified'] as const;

/** Whether any filter narrows the list (an empty list then means "no match", not "no dashboards"). */
export function hasFilters(state: DashboardListState): boolean {
  return FILTER_FIELDS.some((field) => (field === 'search' ? state.search.trim() !== '' : state[field] !== undefined));
}

/** The state with every filter cleared; sort, page size and view kept. */
export function clearFilters(state: DashboardListState): DashboardListState {
  const { sortColumn, sortOrder, pageSize, viewMode } = state;
  return { ...DEFAULT_LIST_STATE, sortColumn, sortOrder, pageSize, viewMode };
}

/**
 * Applies a change. A change of filter, sort or page size starts again at the first page (the old page may not exist
 * any more); a change of page or view keeps the rest.
 */
export function updateListState(state: DashboardListState, change: Partial<DashboardListState>): DashboardListState {
  const keepsPage = Object.keys(change).every((key) => key === 'pageIndex' || key === 'viewMode');
  return { ...state, ...change, pageIndex: keepsPage ? (change.pageIndex ?? state.pageIndex) : 0 };
}

/** How many pages `count` rows fill (at least one, so the pager always has a page to show). */
export const pageCountOf = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));

/** One of the ways the card view sorts (Superset's `sortTypes` of the dashboard list). */
export interface SortOption {
  value: string;
  label: string;
  column: SortColumn;
  order: 'asc' | 'desc';
}

/** The card view's sort menu, where there are no column headers to click. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'alphabetical', label: 'Alphabetical', column: 'dashboard_title', order: 'asc' },
  { value: 'recently_modified', label: 'Recently modified', column: 'changed_on_delta_humanized', order: 'desc' },
  { value: 'least_recently_modified', label: 'Least recently modified', column: 'changed_on_delta_humanized', order: 'asc' },
];

/**
 * The sort menu entry of a state. A sort picked in the table that the menu does not offer (status, descending) gets an
 * entry of its own, so the menu always says how the cards are sorted.
 */
export function sortOptionOf(state: Pick<DashboardListState, 'sortColumn' | 'sortOrder'>): SortOption {
  const offered = SORT_OPTIONS.find((option) => option.column === state.sortColumn && option.order === state.sortOrder);
  if (offered) return offered;
  const direction = state.sortOrder === 'asc' ? 'ascending' : 'descending';
  return { value: 'other', label: `${SORT_COLUMN_LABELS[state.sortColumn]}, ${direction}`, column: state.sortColumn, order: state.sortOrder };
}
