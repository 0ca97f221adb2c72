import rison from 'rison';
import type { z } from 'zod';
import { BadRequestError } from '#shared/errors.ts';
import { NESTING_MAX_DEPTH } from '#shared/limits.ts';
import { parseWith } from './http.ts';
import { checkJsonValue } from './request-body.ts';

/**
 * How deep Rison text nests: objects `(` and arrays `!(` open, `)` closes; quoted strings (`'...'`, `!` escaping
 * the next character) hold no structure. Read without recursion, before the (recursive) decoder sees the text.
 */
function risonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '!') index += 1;
      else if (char === "'") quoted = false;
    } else if (char === "'") quoted = true;
    else if (char === '(') deepest = Math.max(deepest, (depth += 1));
    else if (char === ')') depth -= 1;
  }
  return deepest;
}

/** The decoded value with own properties only: the decoder's `o[key] = value` makes a `__proto__` key a prototype. */
function ownValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ownValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, ownValue(item)]));
}

/** Flask-AppBuilder's words for a `q` that is neither Rison nor JSON. */
export const NOT_RISON_OR_JSON = 'Not a valid rison/json argument';

/** How deep JSON text nests (`[` and `{` open), strings (`"`, `\\` escaping the next character) holding none. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '\\') index += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, (depth += 1));
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/** JSON text as Flask-AppBuilder's fallback reads it (`FAB_API_ALLOW_JSON_QS`); undefined when it is not JSON. */
function decodeJson(q: string): unknown {
  if (jsonDepth(q) > NESTING_MAX_DEPTH) {
    throw new BadRequestError(`Rison argument is nested too deeply (more than ${NESTING_MAX_DEPTH} levels)`);
  }
  try {
    return JSON.parse(q);
  } catch {
    return undefined;
  }
}

function decode(q: string): unknown {
  if (risonDepth(q) > NESTING_MAX_DEPTH) {
    throw new BadRequestError(`Rison argument is nested too deeply (more than ${NESTING_MAX_DEPTH} levels)`);
  }
  try {
    return ownValue(rison.decode(q));
  } catch {
    // Flask-AppBuilder tries JSON when Rison fails (`?q={"page":0}`), and names both when neither reads.
    const json = decodeJson(q);
    if (json === undefined) throw new BadRequestError(NOT_RISON_OR_JSON);
    return ownValue(json);
  }
}

/**
 * Superset's `?q=` argument: Rison (or JSON, as Flask-AppBuilder accepts both), validated with a schema. A missing
 * `q` validates `{}` (every field's default); text that is neither is a 400 `Not a valid rison/json argument`, as
 * Superset answers; Rison nested past NESTING_MAX_DEPTH, or with a NUL or lone surrogate in a string, is a 400 too.
 */
export function parseRisonQuery<T extends z.ZodType>(schema: T, q: string | undefined): z.infer<T> {
  const value = q === undefined || q === '' ? {} : checkJsonValue(decode(q), 'Rison argument');
  return parseWith(schema, value);
}
