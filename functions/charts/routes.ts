import { ok, requireClaims, type DomainRoutes } from '../lib/http.ts';
import { chartPorts } from '../lib/composition/chart-ports.ts';
import { cachedChartData, chartData } from './chart-data.ts';
import { chartDataResponse } from './chart-data-response.ts';
import { savedChartRoutes } from './saved/routes.ts';

/** The charts domain's routes by key (handler.ts serves them). */
export const chartRoutes = {
  'POST /api/v1/chart/data': async (request) => {
    const [access, ports] = await Promise.all([request.access(), chartPorts()]);
    return chartDataResponse(await chartData(access, request.json(), ports), access, ports);
  },
  'GET /api/v1/chart/data/{cache_key}': async (request) =>
    ok(
      await cachedChartData(
        requireClaims(request),
        request.pathParameters.cache_key,
        await chartPorts(),
        request.scope,
      ),
    ),
  ...savedChartRoutes,
} satisfies DomainRoutes<'charts'>;
