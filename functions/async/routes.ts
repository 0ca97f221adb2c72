import { ok, parseWith, requireClaims, type DomainRoutes } from '../lib/http.ts';
import { AsyncEventQuery } from './schema.ts';
import { readEvents } from './service.ts';

/** The async domain's routes by key (handler.ts serves them). */
export const asyncEventRoutes = {
  'GET /api/v1/async_event/': async (request) =>
    ok(await readEvents(requireClaims(request), parseWith(AsyncEventQuery, request.query).last_id)),
} satisfies DomainRoutes<'async'>;
