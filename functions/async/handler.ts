import { createHttpHandler, ok, parseWith, requireClaims } from '../lib/http.ts';
import { AsyncEventQuery } from './schema.ts';
import { readEvents } from './service.ts';

/** Async events domain: the polling fallback of the WebSocket push. */
export const handler = createHttpHandler('async', {
  'GET /api/v1/async_event/': async (request) =>
    ok(await readEvents(requireClaims(request), parseWith(AsyncEventQuery, request.query).last_id)),
});
