import { config } from '../lib/config.ts';
import { type DomainRoutes, type HttpRequest, ok } from '../lib/http.ts';
import { requireJsonBody } from '../lib/json-request.ts';
import { publicBaseUrl } from '../lib/public-url.ts';
import { getExploreContext } from './explore-context.ts';
import {
  createFormData,
  deleteFormData,
  type FormDataRequest,
  getFormData,
  parseTabId,
  updateFormData,
} from './form-data-service.ts';
import { createExplorePermalink, getExplorePermalink } from './permalink-service.ts';
import { savedCharts } from './saved-charts.ts';

const charts = savedCharts();

async function formDataRequest(request: HttpRequest): Promise<FormDataRequest> {
  return { access: await request.access(), tabId: parseTabId(request.query.tab_id), charts, now: Date.now() };
}

/** Superset's ExploreRestApi, ExploreFormDataRestApi and ExplorePermalinkRestApi. */
export const exploreApiRoutes = {
  'GET /api/v1/explore/': async (request) => ok(await getExploreContext(await request.access(), request.query, charts)),
  'POST /api/v1/explore/form_data': async (request) =>
    ok(await createFormData(await formDataRequest(request), requireJsonBody(request)), 201),
  'GET /api/v1/explore/form_data/{key}': async (request) =>
    ok(await getFormData(await formDataRequest(request), request.pathParameters.key)),
  'PUT /api/v1/explore/form_data/{key}': async (request) =>
    ok(await updateFormData(await formDataRequest(request), request.pathParameters.key, requireJsonBody(request))),
  'DELETE /api/v1/explore/form_data/{key}': async (request) =>
    ok(await deleteFormData(await formDataRequest(request), request.pathParameters.key)),
  'POST /api/v1/explore/permalink': async (request) =>
    ok(
      await createExplorePermalink(await request.access(), requireJsonBody(request), publicBaseUrl(config()), charts),
      201,
    ),
  'GET /api/v1/explore/permalink/{key}': async (request) =>
    ok(await getExplorePermalink(await request.access(), request.pathParameters.key, charts)),
} satisfies Partial<DomainRoutes<'explore'>>;
