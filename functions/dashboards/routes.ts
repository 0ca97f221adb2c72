import * as z from 'zod';
import { DASHBOARD_RELATED_COLUMNS } from '#shared/api/dashboard.ts';
import { relatedChoices } from '../lib/related-choices.ts';
import { embeddedPagePorts } from '../lib/composition/embedded-page.ts';
import { config } from '../lib/config.ts';
import {
  type DomainRoutes,
  type HttpRequest,
  type HttpResult,
  ok,
  type PathParams,
  requireClaims,
} from '../lib/http.ts';
import { requireJsonBody } from '../lib/json-request.ts';
import { publicBaseUrl } from '../lib/public-url.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { pathId } from '../lib/path-ids.ts';
import { parseMarkUpdated, updateDashboardColors, updateDashboardFilters } from './config-updates.ts';
import { copyDashboard } from './copy.ts';
import { deleteEmbedded, getEmbedded, getEmbeddedByUuid, setEmbedded } from './embedded.ts';
import { embeddedPage } from './embedded-page.ts';
import {
  createFilterState,
  deleteFilterState,
  type FilterStateRequest,
  getFilterState,
  updateFilterState,
} from './filter-state.ts';
import { createDashboardPermalink, getDashboardPermalink } from './permalink.ts';
import { parseIfMatch } from './conflict.ts';
import { addDashboardFavorite, dashboardFavoriteStatus, removeDashboardFavorite } from './favorites.ts';
import { dashboardInfo } from './info.ts';
import { listDashboards } from './list.ts';
import { dashboardCharts, dashboardDatasets } from './members.ts';
import { bulkDeleteDashboards, createDashboard, deleteDashboard, getDashboard } from './service.ts';
import { updateDashboard } from './update.ts';

/** `?q=!(1,2)` of the bulk delete and the favourite status (an empty list names no dashboard: 404). */
const IdList = z.array(z.number().int()).max(1000);

async function filterStateRequest(
  request: HttpRequest<PathParams<'POST /api/v1/dashboard/{id_or_slug}/filter_state'>>,
): Promise<FilterStateRequest> {
  return { access: await request.access(), idOrSlug: request.pathParameters.id_or_slug, now: Date.now() };
}

/** A JSON answer carrying the dashboard version it describes as its `ETag`. */
const withEtag = ({ body, etag }: { body: unknown; etag: string }): HttpResult => ({ ...ok(body), headers: { etag } });

/**
 * Superset's DashboardRestApi (list, related people and roles, item, its charts and datasets, saves, deletes, favourites, copies, colours,
 * native filters, embedding), DashboardPermalinkRestApi and DashboardFilterStateRestApi.
 */
export const dashboardRoutes = {
  'GET /api/v1/dashboard/': async (request) => ok(await listDashboards(await request.access(), request.query.q)),
  'POST /api/v1/dashboard/': async (request) => ok(await createDashboard(await request.access(), request.json()), 201),
  'DELETE /api/v1/dashboard/': async (request) =>
    ok(await bulkDeleteDashboards(await request.access(), parseRisonQuery(IdList, request.query.q))),
  'GET /api/v1/dashboard/related/{column_name}': async (request) =>
    ok(
      await relatedChoices(
        requireClaims(request),
        request.pathParameters.column_name,
        request.query.q,
        DASHBOARD_RELATED_COLUMNS,
      ),
    ),
  'GET /api/v1/dashboard/_info': async (request) => ok(dashboardInfo(await request.access(), request.query.q)),
  'GET /api/v1/dashboard/favorite_status/': async (request) =>
    ok(await dashboardFavoriteStatus(await request.access(), parseRisonQuery(IdList, request.query.q))),
  'GET /api/v1/dashboard/{id_or_slug}': async (request) =>
    withEtag(await getDashboard(await request.access(), request.pathParameters.id_or_slug)),
  'PUT /api/v1/dashboard/{id_or_slug}': async (request) => {
    const expectedVersion = parseIfMatch(request.event.headers['if-match']);
    const id = pathId(request, 'id_or_slug');
    return withEtag(
      await updateDashboard(await request.access(), id, { body: requireJsonBody(request), expectedVersion }),
    );
  },
  'DELETE /api/v1/dashboard/{id_or_slug}': async (request) =>
    ok(await deleteDashboard(await request.access(), pathId(request, 'id_or_slug'))),
  'GET /api/v1/dashboard/{id_or_slug}/charts': async (request) =>
    ok(await dashboardCharts(await request.access(), request.pathParameters.id_or_slug)),
  'GET /api/v1/dashboard/{id_or_slug}/datasets': async (request) =>
    ok(await dashboardDatasets(await request.access(), request.pathParameters.id_or_slug)),
  'POST /api/v1/dashboard/{id_or_slug}/favorites/': async (request) =>
    ok(await addDashboardFavorite(await request.access(), pathId(request, 'id_or_slug'))),
  'DELETE /api/v1/dashboard/{id_or_slug}/favorites/': async (request) =>
    ok(await removeDashboardFavorite(await request.access(), pathId(request, 'id_or_slug'))),
  'POST /api/v1/dashboard/{id_or_slug}/copy/': async (request) =>
    ok(await copyDashboard(await request.access(), request.pathParameters.id_or_slug, requireJsonBody(request))),
  'PUT /api/v1/dashboard/{id_or_slug}/colors': async (request) =>
    withEtag(
      await updateDashboardColors(
        await request.access(),
        pathId(request, 'id_or_slug'),
        requireJsonBody(request),
        parseMarkUpdated(request.query.mark_updated),
      ),
    ),
  'PUT /api/v1/dashboard/{id_or_slug}/filters': async (request) =>
    withEtag(
      await updateDashboardFilters(await request.access(), pathId(request, 'id_or_slug'), requireJsonBody(request)),
    ),
  'GET /api/v1/dashboard/{id_or_slug}/embedded': async (request) =>
    ok(await getEmbedded(await request.access(), request.pathParameters.id_or_slug)),
  'POST /api/v1/dashboard/{id_or_slug}/embedded': async (request) =>
    ok(await setEmbedded(await request.access(), request.pathParameters.id_or_slug, requireJsonBody(request))),
  'PUT /api/v1/dashboard/{id_or_slug}/embedded': async (request) =>
    ok(await setEmbedded(await request.access(), request.pathParameters.id_or_slug, requireJsonBody(request))),
  'DELETE /api/v1/dashboard/{id_or_slug}/embedded': async (request) =>
    ok(await deleteEmbedded(await request.access(), request.pathParameters.id_or_slug)),
  'GET /api/v1/embedded_dashboard/{uuid}': async (request) =>
    ok(await getEmbeddedByUuid(await request.access(), request.pathParameters.uuid)),
  'GET /embedded/{uuid}': async (request) => embeddedPage(request.pathParameters.uuid, embeddedPagePorts()),
  'POST /api/v1/dashboard/{id_or_slug}/permalink': async (request) =>
    ok(
      await createDashboardPermalink(
        await request.access(),
        request.pathParameters.id_or_slug,
        requireJsonBody(request),
        publicBaseUrl(config()),
      ),
      201,
    ),
  'GET /api/v1/dashboard/permalink/{key}': async (request) =>
    ok(await getDashboardPermalink(await request.access(), request.pathParameters.key)),
  'POST /api/v1/dashboard/{id_or_slug}/filter_state': async (request) =>
    ok(await createFilterState(await filterStateRequest(request), requireJsonBody(request)), 201),
  'GET /api/v1/dashboard/{id_or_slug}/filter_state/{key}': async (request) =>
    ok(await getFilterState(await filterStateRequest(request), request.pathParameters.key)),
  'PUT /api/v1/dashboard/{id_or_slug}/filter_state/{key}': async (request) =>
    ok(
      await updateFilterState(await filterStateRequest(request), request.pathParameters.key, requireJsonBody(request)),
    ),
  'DELETE /api/v1/dashboard/{id_or_slug}/filter_state/{key}': async (request) =>
    ok(await deleteFilterState(await filterStateRequest(request), request.pathParameters.key)),
} satisfies DomainRoutes<'dashboards'>;
