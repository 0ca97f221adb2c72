import rison from 'rison';
import * as z from 'zod';
import { PAGE_SIZES, type Choice, type ListModel, type ListStateBase } from './list-state.ts';

/**
 * A list's state in the URL, in Superset's ListView parameters: `filters` is a Rison object keyed by filter
 * (`(owners:(label:'Ann Lee',value:3),favorite:(label:Yes,value:!t),slice_name:sales)`), next to `pageIndex`,
 * `sortColumn`, `sortOrder` and `viewMode`; `pageSize` is Skyset's own. A list link copied from Superset opens the same
 * view. The URL is user input: each part is parsed alone and one that does not parse falls back to its default.
 */

const MAX_TEXT = 250;

/** Text a URL filter may hold. */
export const urlText = z.string().max(MAX_TEXT);

/** An id a URL filter may hold. */
export const urlId = z.number().int().positive();

/** A select filter's value: Superset's `{label, value}`, or a bare value as a hand-written link may hold it. */
function choice<V extends string | number>(value: z.ZodType<V>) {
  return z.union([
    z.object({ value, label: z.unknown() }).transform((picked): Choice<V> => ({
      value: picked.value,
      label: typeof picked.label === 'string' && picked.label.length <= MAX_TEXT ? picked.label : String(picked.value),
    })),
    value.transform((bare): Choice<V> => ({ value: bare, label: String(bare) })),
  ]);
}

/** A yes/no filter: Superset writes `(label:Yes,value:!t)`. */
const flag = z.union([z.object({ value: z.boolean() }).transform((picked) => picked.value), z.boolean()]);

/** One filter of a list as the URL holds it: its Superset key (`urlDisplay` or column id) and the state field it fills. */
export interface UrlFilter<S> {
  key: string;
  field: keyof S & string;
  /** Parses the URL's value alone, so one bad entry drops only itself (undefined when absent or bad). */
  parser: z.ZodType<unknown>;
  /** The URL's value of a set filter, when it is not the state's value itself. */
  toUrl?: (value: never) => unknown;
}

/** A select filter holding a `Choice` of `value`. */
export const choiceFilter = <S>(
  key: string,
  field: keyof S & string,
  value: z.ZodType<string | number>,
): UrlFilter<S> => ({
  key,
  field,
  parser: choice(value).optional().catch(undefined),
});

/** A yes/no filter, written with the words the filter's select shows (`Yes`/`No`, `Published`/`Draft`). */
export const flagFilter = <S>(key: string, field: keyof S & string, [yes, no] = ['Yes', 'No']): UrlFilter<S> => ({
  key,
  field,
  parser: flag.optional().catch(undefined),
  toUrl: (value: boolean) => ({ label: value ? yes : no, value }),
});

/** A text filter besides the list's search (`first_name:ann`): absent when empty. */
export const textFilter = <S>(key: string, field: keyof S & string): UrlFilter<S> => ({
  key,
  field,
  parser: urlText.trim().min(1).optional().catch(undefined),
});

/** How one list reads its state from a query string and writes it back. */
export interface ListUrlCodec<S extends ListStateBase> {
  fromSearch: (search: URLSearchParams) => S;
  toSearch: (state: S) => string;
}

function decodeRison(encoded: string | null): unknown {
  if (encoded === null || encoded === '') return {};
  try {
    return rison.decode(encoded);
  } catch {
    return {};
  }
}

/** A query value escaped for a URL, keeping the Rison punctuation (`:` and `,` are legal in a query) readable. */
const escape = (value: string): string => encodeURIComponent(value).replace(/%3A/g, ':').replace(/%2C/g, ',');

const PARAM_KEYS = ['pageIndex', 'pageSize', 'sortColumn', 'sortOrder', 'viewMode'] as const;

/**
 * The URL codec of a list: `searchKey` is the filter key of its free-text search (`slice_name`), `filters` its other
 * filters in the order the URL writes them.
 */
export function listUrlCodec<S extends ListStateBase>(
  model: ListModel<S>,
  searchKey: string,
  filters: readonly UrlFilter<S>[],
): ListUrlCodec<S> {
  const { defaults } = model;
  const parsers = Object.fromEntries([
    [searchKey, urlText.catch('')],
    ...filters.map((filter) => [filter.key, filter.parser]),
  ]);
  const Filters = z.object(parsers).catch(z.object(parsers).parse({}));
  const Params = z.object({
    sortColumn: z.enum(model.sortColumns as [string, ...string[]]).catch(defaults.sortColumn),
    sortOrder: z.enum(['asc', 'desc']).catch(defaults.sortOrder),
    pageIndex: z.coerce.number().int().min(0).max(100_000).catch(defaults.pageIndex),
    pageSize: z.coerce
      .number()
      .pipe(z.union(PAGE_SIZES.map((size) => z.literal(size))))
      .catch(defaults.pageSize),
    viewMode: z.enum(['table', 'card']).catch(defaults.viewMode),
  });

  const fromSearch = (search: URLSearchParams): S => {
    const parsed: Record<string, unknown> = Filters.parse(decodeRison(search.get('filters')));
    const params = Params.parse(Object.fromEntries(PARAM_KEYS.map((key) => [key, search.get(key) ?? undefined])));
    const set = filters
      .filter((filter) => parsed[filter.key] !== undefined)
      .map((filter) => [filter.field, parsed[filter.key]]);
    return { search: parsed[searchKey], ...Object.fromEntries(set), ...params } as S;
  };

  const toSearch = (state: S): string => {
    const entries: [string, unknown][] = [
      [searchKey, state.search.trim() === '' ? undefined : state.search],
      ...filters.map((filter): [string, unknown] => {
        const value = state[filter.field];
        return [filter.key, value === undefined || !filter.toUrl ? value : filter.toUrl(value as never)];
      }),
    ];
    const set = Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    const parts: string[] = [];
    if (Object.keys(set).length > 0) parts.push(`filters=${escape(rison.encode(set))}`);
    for (const key of PARAM_KEYS) {
      if (state[key] !== defaults[key]) parts.push(`${key}=${escape(String(state[key]))}`);
    }
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
  };

  return { fromSearch, toSearch };
}
