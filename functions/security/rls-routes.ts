import * as z from 'zod';
import { type DomainRoutes, type HttpRequest, ok, requireClaims } from '../lib/http.ts';
import { ItemQuery } from '../lib/item-shape.ts';
import { requireJsonBody } from '../lib/json-request.ts';
import { pathId } from '../lib/path-ids.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { listRlsFilterPage } from './rls-list.ts';
import { rlsRelatedChoices } from './rls-related.ts';
import {
  bulkDeleteRlsFilters,
  createRlsFilter,
  deleteRlsFilter,
  getRlsFilter,
  updateRlsFilter,
} from './rls-service.ts';

/** `?q=!(1,2)` of the bulk delete. */
const IdList = z.array(z.number().int()).max(1000);

const ids = (request: HttpRequest) => parseRisonQuery(IdList, request.query.q);

/** Superset's RLSRestApi: a tenant's row level security filters, for those holding `Row Level Security`. */
export const rlsRoutes = {
  'GET /api/v1/rowlevelsecurity/': async (request) =>
    ok(await listRlsFilterPage(await request.access(), request.query.q)),
  'POST /api/v1/rowlevelsecurity/': async (request) =>
    ok(await createRlsFilter(await request.access(), requireJsonBody(request)), 201),
  'DELETE /api/v1/rowlevelsecurity/': async (request) =>
    ok(await bulkDeleteRlsFilters(await request.access(), ids(request))),
  'GET /api/v1/rowlevelsecurity/related/{column_name}': async (request) =>
    ok(await rlsRelatedChoices(requireClaims(request), request.pathParameters.column_name, request.query.q)),
  'GET /api/v1/rowlevelsecurity/{pk}': async (request) =>
    ok(await getRlsFilter(await request.access(), pathId(request), parseRisonQuery(ItemQuery, request.query.q))),
  'PUT /api/v1/rowlevelsecurity/{pk}': async (request) =>
    ok(await updateRlsFilter(await request.access(), pathId(request), requireJsonBody(request))),
  'DELETE /api/v1/rowlevelsecurity/{pk}': async (request) =>
    ok(await deleteRlsFilter(await request.access(), pathId(request))),
} satisfies Partial<DomainRoutes<'security'>>;
