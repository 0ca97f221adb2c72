import { relatedChoices } from '../lib/related-choices.ts';
import { ok, parseWith, requireClaims, type DomainRoutes } from '../lib/http.ts';
import { ListQuery } from '../lib/list-query.ts';
import { pathId } from '../lib/path-ids.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { datasetDistinct } from './distinct.ts';
import { datasetSamples } from './samples.ts';
import { SamplesParams, SamplesPayload } from './samples-schema.ts';
import { listDatasetPage, showDataset } from './service.ts';
import { runChartData } from '../lib/composition/chart-data-runner.ts';
import { datasetWriteRoutes } from './write-routes.ts';

/** The datasets domain's routes by key (handler.ts serves them). */
export const datasetRoutes = {
  'GET /api/v1/dataset/': async (request) =>
    ok(await listDatasetPage(await request.access(), parseRisonQuery(ListQuery, request.query.q))),
  'GET /api/v1/dataset/{pk}': async (request) => ok(await showDataset(await request.access(), pathId(request))),
  // Superset's `allowed_rel_fields` of datasets that name users: the list's owner filter.
  'GET /api/v1/dataset/related/{column_name}': async (request) =>
    ok(await relatedChoices(requireClaims(request), request.pathParameters.column_name, request.query.q, ['owners'])),
  'GET /api/v1/dataset/distinct/{column_name}': async (request) =>
    ok(await datasetDistinct(await request.access(), request.pathParameters.column_name, request.query.q)),
  ...datasetWriteRoutes,
  'POST /datasource/samples': async (request) => {
    const params = parseWith(SamplesParams, request.query);
    const payload = request.text().trim() === '' ? undefined : parseWith(SamplesPayload, request.json());
    return ok({ result: await datasetSamples(await request.access(), params, payload, runChartData) });
  },
} satisfies DomainRoutes<'datasets'>;
