import { ok, requireClaims, type DomainRoutes } from '../../lib/http.ts';
import { createSqlLabPermalink, getSqlLabPermalink, requestOrigin } from './service.ts';

/** Superset's SqlLabPermalinkRestApi. */
export const permalinkRoutes = {
  'POST /api/v1/sqllab/permalink': async (request) =>
    ok(await createSqlLabPermalink(requireClaims(request), request.json(), requestOrigin(request.event)), 201),
  'GET /api/v1/sqllab/permalink/{key}': async (request) => ok(await getSqlLabPermalink(requireClaims(request), request.pathParameters.key ?? '')),
} satisfies Partial<DomainRoutes<'sqllab'>>;
