import { NotFoundError } from '#shared/errors.ts';
import { pageOf, relatedChoices, RelatedQuery } from '../../lib/related-choices.ts';
import { listDatabases } from '../../lib/records/database-repository.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { canSeeDatabase } from '../../lib/auth/data-access.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { listUsers } from '../../lib/auth/user-directory.ts';
import { visibleQueries } from './visible-queries.ts';

/** Superset's QueryRestApi.allowed_rel_fields and allowed_distinct_fields. */
const RELATED_COLUMNS = ['database', 'user'] as const;
const DISTINCT_COLUMNS = ['status'] as const;
/** Superset's SavedQueryRestApi.allowed_rel_fields. */
const SAVED_QUERY_RELATED_COLUMNS = ['database', 'created_by', 'changed_by'] as const;

/** The databases the caller may see (Superset's DatabaseFilter), whose name holds the filter text, by name. */
async function relatedDatabases(access: CallerAccess, q: string | undefined) {
  const query = parseRisonQuery(RelatedQuery, q);
  const search = query.filter.toLowerCase();
  const databases = (await listDatabases(access.claims.tenant))
    .filter((database) => canSeeDatabase(access, database))
    .sort((a, b) => a.database_name.localeCompare(b.database_name) || a.id - b.id);
  const matching = databases.filter((database) => database.database_name.toLowerCase().includes(search));
  return pageOf(databases, matching, query, (database) => ({
    value: database.id,
    text: database.database_name,
    extra: {},
  }));
}

/**
 * GET /api/v1/query/related/{column_name}: the choices of the history page's database and user filters. 404 for
 * any other column, as Flask-AppBuilder answers.
 */
export async function relatedQueryChoices(access: CallerAccess, column: string, q: string | undefined) {
  if (column === 'database') return relatedDatabases(access, q);
  return relatedChoices(access.claims, column, q, RELATED_COLUMNS);
}

/** GET /api/v1/saved_query/related/{column_name}: the choices of the saved query list's database and people filters. */
export async function relatedSavedQueryChoices(access: CallerAccess, column: string, q: string | undefined) {
  if (column === 'database') return relatedDatabases(access, q);
  return relatedChoices(access.claims, column, q, SAVED_QUERY_RELATED_COLUMNS);
}

/**
 * GET /api/v1/query/distinct/status: the states the caller's visible queries are in, containing the filter text,
 * in order, paged (`{text, value}` each, as Superset's distinct answers).
 */
export async function distinctQueryValues(access: CallerAccess, column: string, q: string | undefined) {
  if (!(DISTINCT_COLUMNS as readonly string[]).includes(column)) throw new NotFoundError();
  const query = parseRisonQuery(RelatedQuery, q);
  const search = query.filter.toLowerCase();
  const records = await visibleQueries(access, await listUsers(access.claims.tenant));
  const values = [...new Set(records.map((record) => record.state))]
    .filter((value) => value.toLowerCase().includes(search))
    .sort();
  const start = query.page * query.page_size;
  return {
    count: values.length,
    result: values.slice(start, start + query.page_size).map((value) => ({ text: value, value })),
  };
}
