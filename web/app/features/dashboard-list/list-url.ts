import rison from 'rison';
import { z } from 'zod';
import { DEFAULT_LIST_STATE, PAGE_SIZES, SORT_COLUMNS, type Choice, type DashboardListState } from './list-state.ts';

/**
 * The dashboard list's state in the URL, in Superset's ListView parameters: `filters` is a Rison object keyed by filter
 * (`(owners:(label:'Ann Lee',value:3),published:(label:Published,value:!t),dashboard_title:sales)`), next to
 * `pageIndex`, `sortColumn`, `sortOrder` and `viewMode`; `pageSize` is Skyset's own. A list link copied from Superset
 * opens the same view. The URL is user input: each part is parsed alone and one that does not parse falls back to its default.
 */

const MAX_TEXT = 250;
const text = z.string().max(MAX_TEXT);
const id = z.number().int().positive();

/** A user filter's value: Superset's `{label, value}`, or a bare id as a hand-written link may hold it. */
const user = z.union([
  z.object({ value: id, label: z.unknown() }).transform((picked): Choice<number> => ({
    value: picked.value,
    label: typeof picked.label === 'string' && picked.label.length <= MAX_TEXT ? picked.label : String(picked.value),
  })),
  id.transform((bare): Choice<number> => ({ value: bare, label: String(bare) })),
]);

/** A yes/no filter: Superset writes `(label:Yes,value:!t)`. */
const flag = z.union([z.object({ value: z.boolean() }).transform((picked) => picked.value), z.boolean()]);

/** Each filter under its Superset key (`urlDisplay` or column id), parsed alone so one bad entry drops only itself. */
const FILTER_PARSERS = {
  dashboard_title: text.catch(''),
  owners: user.optional().catch(undefined),
  created_by: user.optional().catch(undefined),
  published: flag.optional().catch(undefined),
  favorite: flag.optional().catch(undefined),
  certified: flag.optional().catch(undefined),
};

const Filters = z.object(FILTER_PARSERS).catch(z.object(FILTER_PARSERS).parse({}));

const Params = z.object({
  sortColumn: z.enum(SORT_COLUMNS).catch(DEFAULT_LIST_STATE.sortColumn),
  sortOrder: z.enum(['asc', 'desc']).catch(DEFAULT_LIST_STATE.sortOrder),
  pageIndex: z.coerce.number().int().min(0).max(100_000).catch(DEFAULT_LIST_STATE.pageIndex),
  pageSize: z.coerce.number().pipe(z.union(PAGE_SIZES.map((size) => z.literal(size)))).catch(DEFAULT_LIST_STATE.pageSize),
  viewMode: z.enum(['table', 'card']).catch(DEFAULT_LIST_STATE.viewMode),
});

function decodeRison(encoded: string | null): unknown {
  if (encoded === null || encoded === '') return {};
  try {
    return rison.decode(encoded);
  } catch {
    return {};
  }
}

/** Reads the list state from the page's query string. */
export function listStateFromSearch(search: URLSearchParams): DashboardListState {
  const filters = Filters.parse(decodeRison(search.get('filters')));
  const params = Params.parse(Object.fromEntries(['sortColumn', 'sortOrder', 'pageIndex', 'pageSize', 'viewMode'].map((key) => [key, search.get(key) ?? undefined])));
  return {
    search: filters.dashboard_title,
    ...(filters.owners && { owner: filters.owners }),
    ...(filters.created_by && { createdBy: filters.created_by }),
    ...(filters.published !== undefined && { published: filters.published }),
    ...(filters.favorite !== undefined && { favorite: filters.favorite }),
    ...(filters.certified !== undefined && { certified: filters.certified }),
    ...params,
  };
}

const yesNo = (value: boolean) => ({ label: value ? 'Yes' : 'No', value });
const status = (published: boolean) => ({ label: published ? 'Published' : 'Draft', value: published });

/** The `filters` object of a state, only the filters that are set. */
function filtersOf(state: DashboardListState): Record<string, unknown> {
  const entries: [string, unknown][] = [
    ['dashboard_title', state.search.trim() === '' ? undefined : state.search],
    ['owners', state.owner],
    ['created_by', state.createdBy],
    ['published', state.published === undefined ? undefined : status(state.published)],
    ['favorite', state.favorite === undefined ? undefined : yesNo(state.favorite)],
    ['certified', state.certified === undefined ? undefined : yesNo(state.certified)],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** A query value escaped for a URL, keeping the Rison punctuation (`:` and `,` are legal in a query) readable. */
const escape = (value: string): string => encodeURIComponent(value).replace(/%3A/g, ':').replace(/%2C/g, ',');

/**
 * Writes the list state as a query string (`?filters=(...)&pageIndex=1`, or '' for the defaults), leaving out what is at
 * its default so URLs stay short.
 */
export function listStateToSearch(state: DashboardListState): string {
  const parts: string[] = [];
  const filters = filtersOf(state);
  if (Object.keys(filters).length > 0) parts.push(`filters=${escape(rison.encode(filters))}`);
  for (const key of ['pageIndex', 'pageSize', 'sortColumn', 'sortOrder', 'viewMode'] as const) {
    if (state[key] !== DEFAULT_LIST_STATE[key]) parts.push(`${key}=${escape(String(state[key]))}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
