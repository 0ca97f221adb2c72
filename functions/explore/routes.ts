import { type HttpRequest, type HttpResult, ok, type DomainRoutes } from '../lib/http.ts';
import { runChartData } from '../lib/composition/chart-data-runner.ts';
import { exploreApiRoutes } from './api-routes.ts';
import { readFormData, responseTypeOf } from './request.ts';
import { exploreJson, fetchDatasourceMetadata } from './service.ts';

async function exploreJsonRoute(request: HttpRequest): Promise<HttpResult> {
  const formData = await readFormData(request);
  const responseType = responseTypeOf(request.query);
  const answer = await exploreJson(
    await request.access(),
    formData,
    { responseType, force: request.query.force === 'true' },
    runChartData,
  );
  if (answer.kind === 'json') return ok(answer.body);
  const headers = {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="explore.csv"',
  };
  return { statusCode: 200, text: answer.text, headers };
}

/** The explore domain's routes by key (handler.ts serves them). */
export const exploreRoutes = {
  'GET /superset/explore_json/': exploreJsonRoute,
  'POST /superset/explore_json/': exploreJsonRoute,
  'GET /superset/fetch_datasource_metadata': async (request) =>
    ok(await fetchDatasourceMetadata(await request.access(), request.query.datasourceKey)),
  ...exploreApiRoutes,
} satisfies DomainRoutes<'explore'>;
