import { NotFoundError } from '#shared/errors.ts';
import type { HttpRequest } from '../lib/http.ts';

/** The `{pk}` path parameter as an id; 404 for anything else, as Flask-AppBuilder's `<int:pk>` routes answer. */
export function pkOf(request: HttpRequest): number {
  const text = request.pathParameters.pk ?? '';
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw new NotFoundError();
  return Number(text);
}
