import type { Choice, ListModel, ListStateBase } from '../lists/index.ts';

/**
 * What the dashboard list shows: its filters, sort, page and view (the list's state rules are the lists' own). Plain
 * data, so the URL can hold it (list-url.ts) and the API query can be derived from it (list-query.ts).
 */

/** Columns the list sorts by, as the dashboard API's `order_column` names them (Superset's DashboardRestApi.order_columns). */
export const SORT_COLUMNS = [
  'dashboard_title',
  'published',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'created_by.first_name',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Everything that decides which dashboards the list shows and how. */
export interface DashboardListState extends ListStateBase<SortColumn> {
  /** Free text over title and slug (Superset's `title_or_slug`). */
  search: string;
  owner?: Choice<number>;
  createdBy?: Choice<number>;
  /** Published (true) or draft (false). */
  published?: boolean;
  favorite?: boolean;
  certified?: boolean;
}

/**
 * The dashboard list's model: it opens with the newest changes first, no filters, 25 a page, table view (Superset's
 * defaults); its card sorts are Superset's `sortTypes` of the dashboard list.
 */
export const DASHBOARD_LIST: ListModel<DashboardListState> = {
  defaults: {
    search: '',
    sortColumn: 'changed_on_delta_humanized',
    sortOrder: 'desc',
    pageIndex: 0,
    pageSize: 25,
    viewMode: 'table',
  },
  sortColumns: SORT_COLUMNS,
  sortLabels: {
    dashboard_title: 'Name',
    published: 'Status',
    changed_on_delta_humanized: 'Last modified',
    'changed_by.first_name': 'Modified by',
    'created_by.first_name': 'Created by',
  },
  sortOptions: [
    { value: 'alphabetical', label: 'Alphabetical', column: 'dashboard_title', order: 'asc' },
    { value: 'recently_modified', label: 'Recently modified', column: 'changed_on_delta_humanized', order: 'desc' },
    {
      value: 'least_recently_modified',
      label: 'Least recently modified',
      column: 'changed_on_delta_humanized',
      order: 'asc',
    },
  ],
  filterFields: ['search', 'owner', 'createdBy', 'published', 'favorite', 'certified'],
};

/** The list as it first opens. */
export const DEFAULT_LIST_STATE = DASHBOARD_LIST.defaults;
