import { BadRequestError } from '#shared/errors.ts';
import type { HttpRequest } from './http.ts';

/** Flask's `request.is_json`: `application/json`, or any `application/...+json`, parameters aside. */
const JSON_MEDIA_TYPE = /^application\/(?:json|[^;\s]+\+json)\s*(?:;|$)/i;

/**
 * The JSON body of an endpoint Superset guards with `@requires_json`: 400 `Request is not JSON` when the request
 * does not say it sends JSON (a form or text body is refused before it is read), else the parsed body.
 */
export function requireJsonBody(request: HttpRequest): unknown {
  const contentType = request.event.headers['content-type'] ?? '';
  if (!JSON_MEDIA_TYPE.test(contentType.trim())) throw new BadRequestError('Request is not JSON');
  return request.json();
}
