import { BadRequestError } from '#shared/errors.ts';
import { ListQuery, cappedPageSize } from './list-query.ts';
import type { ListShape } from './list-shape.ts';
import { parseRisonQuery } from './rison-query.ts';

/**
 * The `?q=` of a list as Flask-AppBuilder checks it: an order column among the shape's `order_columns` (400
 * `Invalid order by column: ...` otherwise) and a page size capped rather than refused.
 */
export function checkedListQuery(q: string | undefined, shape: ListShape): ListQuery {
  const query = parseRisonQuery(ListQuery, q);
  if (query.order_column !== undefined && !shape.orderColumns.includes(query.order_column)) {
    throw new BadRequestError(`Invalid order by column: ${query.order_column}`);
  }
  return { ...query, page_size: cappedPageSize(query.page_size) };
}

/** Whether a text field holds `search`, case aside (Superset's `ilike '%search%'`). */
export const holdsText = (value: string | null, search: unknown): boolean =>
  (value ?? '').toLowerCase().includes(String(search ?? '').toLowerCase());
