import { config } from '../../lib/config.ts';
import { ok, requireClaims, type DomainRoutes } from '../../lib/http.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { createSqlLabPermalink, getSqlLabPermalink } from './service.ts';

/** Superset's SqlLabPermalinkRestApi. */
export const permalinkRoutes = {
  'POST /api/v1/sqllab/permalink': async (request) =>
    ok(await createSqlLabPermalink(requireClaims(request), request.json(), publicBaseUrl(config())), 201),
  'GET /api/v1/sqllab/permalink/{key}': async (request) =>
    ok(await getSqlLabPermalink(requireClaims(request), request.pathParameters.key)),
} satisfies Partial<DomainRoutes<'sqllab'>>;
