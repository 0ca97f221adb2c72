import { ok, requireClaims, type DomainRoutes } from '../lib/http.ts';
import { bootstrapSqlLab } from './bootstrap.ts';
import { permalinkRoutes } from './permalinks/routes.ts';
import { savedQueryRoutes } from './saved-queries/routes.ts';
import { tabQueries } from './tabs/query-adapter.ts';
import { tabRoutes } from './tabs/routes.ts';

/**
 * The state SQL Lab keeps on the server, by route key: the bootstrap a reload restores from, tabs and table
 * panels, saved queries and permalinks. Merged with the execution routes in handler.ts.
 */
export const stateRoutes = {
  'GET /api/v1/sqllab/': async (request) => {
    const claims = requireClaims(request);
    return ok(await bootstrapSqlLab({ tenant: claims.tenant, userId: claims.sub }, tabQueries));
  },
  ...tabRoutes,
  ...savedQueryRoutes,
  ...permalinkRoutes,
} satisfies Partial<DomainRoutes<'sqllab'>>;
