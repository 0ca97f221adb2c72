import { NotFoundError } from '#shared/errors.ts';
import type { HttpRequest } from './http.ts';

/**
 * An id as Skyset writes it: a positive integer in canonical decimal form, at most 15 digits so it stays a safe
 * integer. No spaces or tabs (`%201`, `%0913`), signs, leading zeros (`028`), exponents, decimals or hex: each of
 * those would otherwise name the same object as its canonical form through `Number()`.
 */
const CANONICAL_ID = /^[1-9][0-9]{0,14}$/;

/** The id a text names, or undefined when it is not a canonical id. */
export function parseId(text: string | undefined): number | undefined {
  return text !== undefined && CANONICAL_ID.test(text) ? Number(text) : undefined;
}

/**
 * A path parameter as an id (`{pk}` unless named): 404 `{"message": "Not found"}` for anything else, as Flask's
 * `<int:pk>` converter answers a path that does not match, so a malformed id changes nothing and reveals nothing.
 */
export function pathId(request: HttpRequest, name = 'pk'): number {
  const id = parseId(request.pathParameters[name]);
  if (id === undefined) throw new NotFoundError();
  return id;
}
