import { type DomainRoutes, ok } from '../lib/http.ts';
import { pathId } from '../sqllab/request-payload.ts';
import { listDashboards } from './list.ts';
import { createDashboard, deleteDashboard, getDashboard } from './service.ts';

/** Superset's DashboardRestApi: the list, creating, reading and deleting a dashboard. */
export const dashboardRoutes = {
  'GET /api/v1/dashboard/': async (request) => ok(await listDashboards(await request.access(), request.query.q)),
  'POST /api/v1/dashboard/': async (request) => ok(await createDashboard(await request.access(), request.json()), 201),
  'GET /api/v1/dashboard/{id_or_slug}': async (request) => ok(await getDashboard(await request.access(), request.pathParameters.id_or_slug ?? '')),
  'DELETE /api/v1/dashboard/{id_or_slug}': async (request) => ok(await deleteDashboard(await request.access(), pathId(request, 'id_or_slug'))),
} satisfies Partial<DomainRoutes<'dashboards'>>;
