import * as z from 'zod';
import { listUsers, type ManagedUser } from './auth/user-directory.ts';
import type { RelatedItem } from '#shared/api/chart.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { Claims } from './claims.ts';
import { parseRisonQuery } from './rison-query.ts';
import { listRoles } from './auth/role-directory.ts';
import { cappedPageSize, MAX_PAGE_SIZE } from './list-query.ts';
import { fullName } from './people.ts';

/** Flask-AppBuilder's `get_related_schema`; a page size out of range is capped, as Flask-AppBuilder does. */
export const RelatedQuery = z.object({
  filter: z.string().max(256).default(''),
  page: z.number().int().nonnegative().default(0),
  page_size: z.number().int().default(20).transform(cappedPageSize),
  include_ids: z.array(z.number().int()).max(MAX_PAGE_SIZE).optional(),
});

/** Superset's FilterRelatedOwners: the text in the first, last, user or full name, any case. */
function matches(user: ManagedUser, filter: string): boolean {
  const search = filter.toLowerCase();
  return [user.first_name, user.last_name, user.username, fullName(user)].some((text) =>
    text.toLowerCase().includes(search),
  );
}

/** One choice; owners carry email and active state (Superset's `extra_fields_rel_fields`), the others nothing extra. */
const toItem = (user: ManagedUser, column: string): RelatedItem => ({
  value: user.id,
  text: fullName(user),
  extra: column === 'owners' ? { email: user.email, active: user.active } : {},
});

const byName = (a: ManagedUser, b: ManagedUser): number =>
  a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name) || a.id - b.id;

/** One page of choices (users, roles, databases...), with `include_ids` answered too even when the filter leaves them out. */
export function pageOf<T extends { id: number }>(
  all: T[],
  matching: T[],
  query: z.infer<typeof RelatedQuery>,
  toItem: (entry: T) => RelatedItem,
) {
  const start = query.page * query.page_size;
  const page = matching.slice(start, start + query.page_size);
  const pageIds = new Set(page.map((entry) => entry.id));
  const extra = all.filter((entry) => query.include_ids?.includes(entry.id) && !pageIds.has(entry.id));
  const outside = extra.filter((entry) => !matching.includes(entry)).length;
  return { count: matching.length + outside, result: [...extra, ...page].map(toItem) };
}

/**
 * GET /api/v1/{chart,dashboard}/related/{column_name}: the tenant's users (owners, created_by, changed_by) or roles
 * (`roles`) a field of the resource may name, filtered and paged. 404 for a column the resource has no choices for.
 */
export async function relatedChoices(
  claims: Claims,
  column: string,
  q: string | undefined,
  columns: readonly string[],
) {
  if (!columns.includes(column)) throw new NotFoundError();
  const query = parseRisonQuery(RelatedQuery, q);
  if (column === 'roles') {
    const roles = (await listRoles(claims.tenant)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const search = query.filter.toLowerCase();
    const matching = roles.filter((role) => role.name.toLowerCase().includes(search));
    return pageOf(roles, matching, query, (role) => ({ value: role.id, text: role.name, extra: {} }));
  }
  const users = (await listUsers(claims.tenant)).sort(byName);
  return pageOf(
    users,
    users.filter((user) => matches(user, query.filter)),
    query,
    (user) => toItem(user, column),
  );
}
