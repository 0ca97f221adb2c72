import type { Query } from '../types.ts';

/** Superset's default row limit of SQL Lab's dropdown (`DEFAULT_SQLLAB_LIMIT`). */
export const DEFAULT_QUERY_LIMIT = 1000;

/** What the row count says: the count, and why there are not more rows when something limited them. */
export interface RowsReturned {
  /** `1 row`, `1,234 rows`. */
  label: string;
  /** `1234 rows returned`. */
  returned: string;
  /** Superset's words for the limiting factor, or null when nothing limited the rows. */
  limitMessage: string | null;
}

const formatCount = (count: number) => count.toLocaleString('en-US');

/**
 * The row count and limit notice of a result, in Superset's words: the query's own LIMIT (only said when the user
 * may download, who can get more), the row-limit dropdown (its own words when it is at the default), both, or the
 * display limit when the server sent fewer rows than the query returned.
 */
export function rowsReturned(
  query: Query,
  { csv, defaultQueryLimit = DEFAULT_QUERY_LIMIT }: { csv: boolean; defaultQueryLimit?: number },
): RowsReturned {
  const rows = query.rows ?? query.results?.data.length ?? 0;
  const limit = query.limit ?? query.results?.query.limit ?? null;
  const shown = Math.min(rows, query.results?.data.length ?? rows);
  const factor = query.limitingFactor;
  const atDefaultDropdown = factor === 'DROPDOWN' && limit === defaultQueryLimit;
  let limitMessage: string | null = null;
  if (factor === 'QUERY' && csv) limitMessage = `The number of rows displayed is limited to ${rows} by the query`;
  else if (factor === 'DROPDOWN' && !atDefaultDropdown)
    limitMessage = `The number of rows displayed is limited to ${rows} by the limit dropdown.`;
  else if (factor === 'QUERY_AND_DROPDOWN')
    limitMessage = `The number of rows displayed is limited to ${rows} by the query and limit dropdown.`;
  else if (atDefaultDropdown) limitMessage = `The number of rows displayed is limited to ${rows} by the dropdown.`;
  else if (query.results?.displayLimitReached) {
    limitMessage =
      `The number of results displayed is limited to ${shown}. Please add additional limits/filters, download to csv, ` +
      `or contact an admin to see more rows up to the ${limit ?? rows} limit.`;
  }
  return {
    label: `${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}`,
    returned: `${rows} rows returned`,
    limitMessage,
  };
}
