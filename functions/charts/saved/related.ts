import { z } from 'zod';
import { CHART_RELATED_COLUMNS, type RelatedItem } from '#shared/api/chart.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { Claims } from '../../lib/claims.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import type { ManagedUser } from '../../security/user-schema.ts';
import { listUsers } from '../../security/users.ts';
import { cappedPageSize, MAX_PAGE_SIZE } from './list-shape.ts';

/** Flask-AppBuilder's `get_related_schema`; a page size out of range is capped, as Flask-AppBuilder does. */
const RelatedQuery = z.object({
  filter: z.string().max(256).default(''),
  page: z.number().int().nonnegative().default(0),
  page_size: z.number().int().default(20).transform(cappedPageSize),
  include_ids: z.array(z.number().int()).max(MAX_PAGE_SIZE).optional(),
});

const fullName = (user: ManagedUser): string => `${user.first_name} ${user.last_name}`.trim();

/** Superset's FilterRelatedOwners: the text in the first, last, user or full name, any case. */
function matches(user: ManagedUser, filter: string): boolean {
  const search = filter.toLowerCase();
  return [user.first_name, user.last_name, user.username, fullName(user)].some((text) => text.toLowerCase().includes(search));
}

/** One choice; owners carry email and active state (Superset's `extra_fields_rel_fields`), the others nothing extra. */
const toItem = (user: ManagedUser, column: string): RelatedItem => ({
  value: user.id,
  text: fullName(user),
  extra: column === 'owners' ? { email: user.email, active: user.active } : {},
});

const byName = (a: ManagedUser, b: ManagedUser): number =>
  a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name) || a.id - b.id;

/**
 * GET /api/v1/chart/related/{column_name}: the tenant's users a chart field may name, filtered and paged;
 * `include_ids` are answered too even when the filter leaves them out. 404 for a column with no related users.
 */
export async function relatedUsers(claims: Claims, column: string, q: string | undefined) {
  if (!(CHART_RELATED_COLUMNS as readonly string[]).includes(column)) throw new NotFoundError();
  const query = parseRisonQuery(RelatedQuery, q);
  const users = (await listUsers(claims.tenant)).sort(byName);
  const matching = users.filter((user) => matches(user, query.filter));
  const start = query.page * query.page_size;
  const page = matching.slice(start, start + query.page_size);
  const pageIds = new Set(page.map((user) => user.id));
  const extra = users.filter((user) => query.include_ids?.includes(user.id) && !pageIds.has(user.id));
  const outside = extra.filter((user) => !matching.includes(user)).length;
  return { count: matching.length + outside, result: [...extra, ...page].map((user) => toItem(user, column)) };
}
