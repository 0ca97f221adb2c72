import { type DomainRoutes, type HttpResult, ok } from '../lib/http.ts';
import { requireJsonBody } from '../lib/json-request.ts';
import { pathId } from '../sqllab/request-payload.ts';
import { parseIfMatch } from './conflict.ts';
import { listDashboards } from './list.ts';
import { createDashboard, deleteDashboard, getDashboard } from './service.ts';
import { updateDashboard } from './update.ts';

/** A JSON answer carrying the dashboard version it describes as its `ETag`. */
const withEtag = ({ body, etag }: { body: unknown; etag: string }): HttpResult => ({ ...ok(body), headers: { etag } });

/** Superset's DashboardRestApi: the list, creating, reading, updating and deleting a dashboard. */
export const dashboardRoutes = {
  'GET /api/v1/dashboard/': async (request) => ok(await listDashboards(await request.access(), request.query.q)),
  'POST /api/v1/dashboard/': async (request) => ok(await createDashboard(await request.access(), request.json()), 201),
  'GET /api/v1/dashboard/{id_or_slug}': async (request) => withEtag(await getDashboard(await request.access(), request.pathParameters.id_or_slug ?? '')),
  'PUT /api/v1/dashboard/{id_or_slug}': async (request) => {
    const expectedVersion = parseIfMatch(request.event.headers['if-match']);
    const id = pathId(request, 'id_or_slug');
    return withEtag(await updateDashboard(await request.access(), id, { body: requireJsonBody(request), expectedVersion }));
  },
  'DELETE /api/v1/dashboard/{id_or_slug}': async (request) => ok(await deleteDashboard(await request.access(), pathId(request, 'id_or_slug'))),
} satisfies Partial<DomainRoutes<'dashboards'>>;
