import { ok, type DomainRoutes } from '../../lib/http.ts';
import { listQueries } from './list.ts';
import { distinctQueryValues, relatedQueryChoices, relatedSavedQueryChoices } from './related.ts';

/**
 * Superset's QueryRestApi list, related and distinct routes (the query history page's data), and the related choices
 * of SavedQueryRestApi (the saved query list's filters).
 */
export const queryListRoutes = {
  'GET /api/v1/query/': async (request) => ok(await listQueries(await request.access(), request.query.q)),
  'GET /api/v1/query/related/{column_name}': async (request) =>
    ok(await relatedQueryChoices(await request.access(), request.pathParameters.column_name, request.query.q)),
  'GET /api/v1/query/distinct/{column_name}': async (request) =>
    ok(await distinctQueryValues(await request.access(), request.pathParameters.column_name, request.query.q)),
  'GET /api/v1/saved_query/related/{column_name}': async (request) =>
    ok(await relatedSavedQueryChoices(await request.access(), request.pathParameters.column_name, request.query.q)),
} satisfies Partial<DomainRoutes<'sqllab'>>;
