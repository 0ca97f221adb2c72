import * as z from 'zod';
import { BadRequestError } from '#shared/errors.ts';

/** One `filters` entry of Superset's list query: column, operator, value. */
export const ListFilter = z.object({ col: z.string(), opr: z.string(), value: z.unknown() });

/** The metadata a list answer may be asked to carry (`get_list_schema`'s `keys`); `none` for none. */
export const LIST_METADATA_KEYS = [
  'list_columns',
  'order_columns',
  'label_columns',
  'description_columns',
  'list_title',
  'none',
] as const;

/** The page size of a list query that names none. */
export const DEFAULT_PAGE_SIZE = 25;

/** The largest page a list answers (Superset's chart pickers ask for 200 at once); larger asks get this many. */
export const MAX_PAGE_SIZE = 200;

/**
 * The page size to apply, as Flask-AppBuilder's `_sanitize_page_args` caps rather than refuses: 0 is the default,
 * anything else outside 1..MAX_PAGE_SIZE (-1, "all", included) the largest page.
 */
export function cappedPageSize(pageSize: number): number {
  if (pageSize === 0) return DEFAULT_PAGE_SIZE;
  return pageSize < 1 || pageSize > MAX_PAGE_SIZE ? MAX_PAGE_SIZE : pageSize;
}

/** Superset's `get_list_schema`: the `?q=` of every `GET /api/v1/<resource>/`. */
export const ListQuery = z.object({
  filters: z.array(ListFilter).default([]),
  order_column: z.string().optional(),
  order_direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().nonnegative().default(0),
  page_size: z.number().int().min(-1).default(DEFAULT_PAGE_SIZE),
  columns: z.array(z.string()).optional(),
  keys: z.array(z.enum(LIST_METADATA_KEYS)).optional(),
  select_columns: z.array(z.string()).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

type Value = unknown;
/** How a resource exposes its fields to filters and ordering: column name -> the item's value. */
export type ListColumns<T> = Record<string, (item: T) => Value>;

const text = (value: Value): string => (value === null || value === undefined ? '' : String(value)).toLowerCase();

const isRelated = (a: Value, e: Value): boolean =>
  Array.isArray(a) ? a.some((v) => text(v) === text(e)) : text(a) === text(e);
const isEqual = (a: Value, e: Value): boolean =>
  e === 'NULL' ? a === null || a === undefined : a === e || text(a) === text(e);

/** Superset's filter operators (`FilterRelationOperators`) over plain values; `"NULL"` stands for null as in FAB. */
const operators: Record<string, (actual: Value, expected: Value) => boolean> = {
  eq: isEqual,
  neq: (a, e) => !isEqual(a, e),
  ct: (a, e) => text(a).includes(text(e)),
  nct: (a, e) => !text(a).includes(text(e)),
  sw: (a, e) => text(a).startsWith(text(e)),
  nsw: (a, e) => !text(a).startsWith(text(e)),
  ew: (a, e) => text(a).endsWith(text(e)),
  new: (a, e) => !text(a).endsWith(text(e)),
  gt: (a, e) => Number(a) > Number(e),
  lt: (a, e) => Number(a) < Number(e),
  in: (a, e) => Array.isArray(e) && e.some((v) => v === a || text(v) === text(a)),
  rel_o_m: isRelated,
  nrel_o_m: (a, e) => !isRelated(a, e),
  rel_m_m: isRelated,
};

/** Flask-AppBuilder applies a filter once per element of a list value (all must hold); `in` takes the list whole. */
function holds(test: (value: Value) => boolean, operator: string, value: Value): boolean {
  return Array.isArray(value) && operator !== 'in' ? value.every(test) : test(value);
}

/**
 * The entry named `name` of a lookup table, own entries only: a name from the query string such as `__proto__` or
 * `valueOf` must not find what every object inherits.
 */
function own<V>(table: Readonly<Record<string, V>>, name: string): V | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

function compare(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text(a).localeCompare(text(b));
}

/**
 * Filter, order and page items the way Flask-AppBuilder's list API does, over items already in memory
 * (a tenant's resources of one kind live in one DynamoDB partition). `custom` operators let a resource add its own.
 */
export function applyListQuery<T>(
  items: readonly T[],
  query: ListQuery,
  columns: ListColumns<T>,
  custom: Record<string, (item: T, value: Value) => boolean> = {},
): { count: number; page: T[] } {
  let selected = [...items];
  for (const filter of query.filters) {
    const customOperator = own(custom, filter.opr);
    if (customOperator) {
      selected = selected.filter((item) => holds((value) => customOperator(item, value), filter.opr, filter.value));
      continue;
    }
    const read = own(columns, filter.col);
    const operator = own(operators, filter.opr);
    if (!read || !operator) throw new BadRequestError(`Filter column: ${filter.col} not allowed to filter`);
    selected = selected.filter((item) => holds((value) => operator(read(item), value), filter.opr, filter.value));
  }
  if (query.order_column) {
    const read = own(columns, query.order_column);
    // Flask-AppBuilder's words (`InvalidOrderByColumnFABException`).
    if (!read) throw new BadRequestError(`Invalid order by column: ${query.order_column}`);
    const sign = query.order_direction === 'desc' ? -1 : 1;
    selected.sort((a, b) => sign * compare(read(a), read(b)));
  }
  const count = selected.length;
  if (query.page_size === -1) return { count, page: selected };
  const start = query.page * query.page_size;
  return { count, page: selected.slice(start, start + query.page_size) };
}

/** Python's truthiness, which Superset's filters test their value with (`if value:`). */
export function isTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'object' || Object.keys(value).length > 0;
}
