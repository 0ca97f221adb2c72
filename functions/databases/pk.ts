import { BadRequestError } from '#shared/errors.ts';
import type { HttpRequest } from '../lib/http.ts';

/** The `{pk}` path parameter as a database id; 400 when it is not a positive integer. */
export function databaseId(request: HttpRequest): number {
  const text = request.pathParameters.pk ?? '';
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw new BadRequestError('Invalid database id');
  return id;
}
