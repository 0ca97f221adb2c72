import * as z from 'zod';
import { type DomainRoutes, ok, requireClaims } from '../../lib/http.ts';
import { requireJsonBody } from '../../lib/json-request.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { pathId } from '../../lib/path-ids.ts';
import { chartPorts } from '../../lib/composition/chart-ports.ts';
import { chartDataResponse } from '../chart-data-response.ts';
import { savedChartData } from './data.ts';
import { addFavorite, favoriteStatus, removeFavorite } from './favorites.ts';
import { chartInfo } from './info.ts';
import { listCharts } from './list.ts';
import { CHART_RELATED_COLUMNS } from '#shared/api/chart.ts';
import { relatedChoices } from '../../lib/related-choices.ts';
import { bulkDeleteCharts, createChart, deleteChart, getChart, updateChart } from './service.ts';

/** `?q=!(1,2)` of the bulk delete and the favourite status (an empty list names no chart: 404). */
const IdList = z.array(z.number().int()).max(1000);

/** Superset's ChartRestApi: saved charts, their favourites and a saved chart's data. */
export const savedChartRoutes = {
  'GET /api/v1/chart/': async (request) => ok(await listCharts(await request.access(), request.query.q)),
  'POST /api/v1/chart/': async (request) =>
    ok(await createChart(await request.access(), requireJsonBody(request)), 201),
  'DELETE /api/v1/chart/': async (request) =>
    ok(await bulkDeleteCharts(await request.access(), parseRisonQuery(IdList, request.query.q))),
  'GET /api/v1/chart/_info': async (request) => ok(chartInfo(await request.access(), request.query.q)),
  'GET /api/v1/chart/favorite_status/': async (request) =>
    ok(await favoriteStatus(await request.access(), parseRisonQuery(IdList, request.query.q))),
  'GET /api/v1/chart/related/{column_name}': async (request) =>
    ok(
      await relatedChoices(
        requireClaims(request),
        request.pathParameters.column_name,
        request.query.q,
        CHART_RELATED_COLUMNS,
      ),
    ),
  'GET /api/v1/chart/{pk}': async (request) =>
    ok(await getChart(await request.access(), pathId(request, 'pk'), request.query.q)),
  'PUT /api/v1/chart/{pk}': async (request) =>
    ok(await updateChart(await request.access(), pathId(request, 'pk'), requireJsonBody(request))),
  'DELETE /api/v1/chart/{pk}': async (request) => ok(await deleteChart(await request.access(), pathId(request, 'pk'))),
  'POST /api/v1/chart/{pk}/favorites/': async (request) =>
    ok(await addFavorite(await request.access(), pathId(request, 'pk'))),
  'DELETE /api/v1/chart/{pk}/favorites/': async (request) =>
    ok(await removeFavorite(await request.access(), pathId(request, 'pk'))),
  'GET /api/v1/chart/{pk}/data/': async (request) => {
    const [access, ports] = await Promise.all([request.access(), chartPorts()]);
    return chartDataResponse(await savedChartData(access, pathId(request, 'pk'), request.query, ports), access, ports);
  },
} satisfies Partial<DomainRoutes<'charts'>>;
