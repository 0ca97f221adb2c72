import rison from 'rison';
import type { z } from 'zod';
import { BadRequestError } from '#shared/errors.ts';
import { parseWith } from './http.ts';

/**
 * Superset's `?q=` argument: Rison, validated with a schema. A missing `q` validates `{}` (every field's
 * default); text that is not Rison is a 400 `Not a valid rison argument`, as Superset answers.
 */
export function parseRisonQuery<T extends z.ZodType>(schema: T, q: string | undefined): z.infer<T> {
  let value: unknown = {};
  if (q !== undefined && q !== '') {
    try {
      value = rison.decode(q);
    } catch {
      throw new BadRequestError('Not a valid rison argument');
    }
  }
  return parseWith(schema, value);
}
