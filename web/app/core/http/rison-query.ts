import rison from 'rison';

/** `?q=` of a request to Superset's API, Rison-encoded and URL-escaped. */
export function risonQ(value: unknown): string {
  return encodeURIComponent(rison.encode(value));
}

/** Superset's `related` query (`GET /api/v1/<resource>/related/<column>`): the choices whose name holds `search`, first page. */
export const relatedQuery = (search: string, pageSize = 50) => ({
  filter: search.trim(),
  page: 0,
  page_size: pageSize,
});
