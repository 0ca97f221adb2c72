import { createHttpHandler, requireClaims } from '../lib/http.ts';
import { getCachedChartData, postChartData } from './endpoint.ts';
import { chartPorts } from '../lib/composition/chart-ports.ts';
import { savedChartRoutes } from './saved/routes.ts';

/** Charts domain: chart data (every chart and native filter reads through it), its cached answers, and saved charts. */
export const handler = createHttpHandler('charts', {
  'POST /api/v1/chart/data': async (request) =>
    postChartData(await request.access(), request.json(), await chartPorts()),
  'GET /api/v1/chart/data/{cache_key}': async (request) =>
    getCachedChartData(requireClaims(request), request.pathParameters.cache_key, await chartPorts(), request.scope),
  ...savedChartRoutes,
});
