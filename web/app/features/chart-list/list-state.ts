import { z } from 'zod';

/** Columns the list sorts by, as the chart API's `order_column` names them. */
export const SORT_COLUMNS = ['slice_name', 'viz_type', 'datasource_name', 'changed_on_delta_humanized'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Superset's list page size. */
export const PAGE_SIZE = 25;

const yesNo = z.enum(['yes', 'no']);
const positiveId = z.coerce.number().int().positive();

/**
 * Everything the chart list shows, kept in the URL so a view can be bookmarked and shared. The URL is user input:
 * each field is parsed on its own, and a field that does not parse falls back to its default rather than failing.
 */
export const ChartListState = z.object({
  search: z.string().max(250).catch(''),
  vizType: z.string().max(250).optional().catch(undefined),
  datasetId: positiveId.optional().catch(undefined),
  ownerId: positiveId.optional().catch(undefined),
  favorite: yesNo.optional().catch(undefined),
  certified: yesNo.optional().catch(undefined),
  sortColumn: z.enum(SORT_COLUMNS).catch('changed_on_delta_humanized'),
  sortOrder: z.enum(['asc', 'desc']).catch('desc'),
  pageIndex: z.coerce.number().int().min(0).max(100_000).catch(0),
  viewMode: z.enum(['table', 'card']).catch('table'),
});
export type ChartListState = z.infer<typeof ChartListState>;

/** The list as it first opens: newest changes first, no filters, table view. */
export const DEFAULT_LIST_STATE: ChartListState = ChartListState.parse({});

/** URL parameter of each state field (Superset's names where its list pages have one). */
const PARAMS: Record<keyof ChartListState, string> = {
  search: 'search',
  vizType: 'viz_type',
  datasetId: 'datasource_id',
  ownerId: 'owner',
  favorite: 'favorite',
  certified: 'certified',
  sortColumn: 'sortColumn',
  sortOrder: 'sortOrder',
  pageIndex: 'pageIndex',
  viewMode: 'viewMode',
};

const FIELDS = Object.keys(PARAMS) as (keyof ChartListState)[];

/** Reads the list state from the page's query string. */
export function listStateFromSearch(search: URLSearchParams): ChartListState {
  const raw = Object.fromEntries(FIELDS.flatMap((field) => {
    const value = search.get(PARAMS[field]);
    return value === null || value === '' ? [] : [[field, value]];
  }));
  return ChartListState.parse(raw);
}

/** Writes the list state as a query string, leaving out fields at their defaults so URLs stay short. */
export function listStateToSearch(state: ChartListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of FIELDS) {
    const value = state[field];
    if (value === undefined || value === DEFAULT_LIST_STATE[field]) continue;
    search.set(PARAMS[field], String(value));
  }
  return search;
}

/** A change of filter or sort starts again at the first page; a change of page or view keeps the rest. */
export function updateListState(state: ChartListState, change: Partial<ChartListState>): ChartListState {
  const keepsPage = Object.keys(change).every((key) => key === 'pageIndex' || key === 'viewMode');
  return { ...state, ...change, pageIndex: keepsPage ? (change.pageIndex ?? state.pageIndex) : 0 };
}
