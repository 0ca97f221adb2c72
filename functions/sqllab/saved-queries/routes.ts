import * as z from 'zod';
import { ok, requireClaims, type DomainRoutes } from '../../lib/http.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { pathId } from '../../lib/path-ids.ts';
import { listSavedQueries } from './list.ts';
import {
  bulkDeleteSavedQueries,
  createSavedQuery,
  deleteSavedQuery,
  getSavedQuery,
  updateSavedQuery,
} from './service.ts';

/** `?q=!(1,2)` of the bulk delete. */
const IdList = z.array(z.number().int().positive()).min(1);

/** Superset's SavedQueryRestApi. */
export const savedQueryRoutes = {
  'GET /api/v1/saved_query/': async (request) => ok(await listSavedQueries(requireClaims(request), request.query.q)),
  'POST /api/v1/saved_query/': async (request) =>
    ok(await createSavedQuery(requireClaims(request), request.json()), 201),
  'DELETE /api/v1/saved_query/': async (request) =>
    ok(await bulkDeleteSavedQueries(requireClaims(request), parseRisonQuery(IdList, request.query.q))),
  'GET /api/v1/saved_query/{pk}': async (request) =>
    ok(await getSavedQuery(requireClaims(request), pathId(request, 'pk'))),
  'PUT /api/v1/saved_query/{pk}': async (request) =>
    ok(await updateSavedQuery(requireClaims(request), pathId(request, 'pk'), request.json())),
  'DELETE /api/v1/saved_query/{pk}': async (request) =>
    ok(await deleteSavedQuery(requireClaims(request), pathId(request, 'pk'))),
} satisfies Partial<DomainRoutes<'sqllab'>>;
