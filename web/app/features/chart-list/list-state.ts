import type { Choice, ListModel, ListStateBase } from '../lists/index.ts';

/**
 * What the chart list shows: its filters, sort, page and view (the list's state rules are the lists' own). The state is
 * plain data so the URL can hold it (list-url.ts) and the API query can be derived from it (list-query.ts).
 */

/** Columns the list sorts by, as the chart API's `order_column` names them (Superset's ChartRestApi.order_columns). */
export const SORT_COLUMNS = [
  'slice_name',
  'viz_type',
  'datasource_name',
  'changed_on_delta_humanized',
  'changed_by.first_name',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Everything that decides which charts the list shows and how. */
export interface ChartListState extends ListStateBase<SortColumn> {
  /** Free text over name, description, viz type and dataset (Superset's `chart_all_text`). */
  search: string;
  vizType?: Choice<string>;
  dataset?: Choice<number>;
  owner?: Choice<number>;
  /** A dashboard the charts sit on. */
  dashboard?: Choice<number>;
  modifiedBy?: Choice<number>;
  favorite?: boolean;
  certified?: boolean;
}

/**
 * The chart list's model: it opens with the newest changes first, no filters, 25 a page, table view (Superset's
 * defaults); its card sorts are Superset's `cardSortSelectOptions` plus the other sortable columns.
 */
export const CHART_LIST: ListModel<ChartListState> = {
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
    slice_name: 'Name',
    viz_type: 'Type',
    datasource_name: 'Dataset',
    changed_on_delta_humanized: 'Last modified',
    'changed_by.first_name': 'Modified by',
  },
  sortOptions: [
    { value: 'alphabetical', label: 'Alphabetical', column: 'slice_name', order: 'asc' },
    { value: 'recently_modified', label: 'Recently modified', column: 'changed_on_delta_humanized', order: 'desc' },
    {
      value: 'least_recently_modified',
      label: 'Least recently modified',
      column: 'changed_on_delta_humanized',
      order: 'asc',
    },
    { value: 'type', label: 'Chart type', column: 'viz_type', order: 'asc' },
    { value: 'dataset', label: 'Dataset', column: 'datasource_name', order: 'asc' },
    { value: 'modified_by', label: 'Modified by', column: 'changed_by.first_name', order: 'asc' },
  ],
  filterFields: ['search', 'vizType', 'dataset', 'dashboard', 'owner', 'modifiedBy', 'favorite', 'certified'],
};

/** The list as it first opens. */
export const DEFAULT_LIST_STATE = CHART_LIST.defaults;
