import rison from 'rison';
import type * as z from 'zod';
import { BadRequestError } from '#shared/errors.ts';
import { NESTING_MAX_DEPTH } from '#shared/limits.ts';
import { parseWith } from './http.ts';
import { checkJsonValue } from './request-body.ts';

/** The bracket characters of a text syntax: which open and close structure, and how its strings are quoted. */
interface Nesting {
  opens: string;
  closes: string;
  quote: string;
  /** Inside a string, this character escapes the next one. */
  escape: string;
}

/** Rison: objects `(` and arrays `!(` open, `)` closes; `'...'` strings, `!` escaping. */
const RISON: Nesting = { opens: '(', closes: ')', quote: "'", escape: '!' };
/** JSON: `[` and `{` open; `"..."` strings, `\\` escaping. */
const JSON_TEXT: Nesting = { opens: '[{', closes: ']}', quote: '"', escape: '\\' };

/** How deep `text` nests in `syntax`, strings holding no structure; read without recursion, before any decoder. */
function depthOf(text: string, syntax: Nesting): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quoted) {
      if (char === syntax.escape) index += 1;
      else if (char === syntax.quote) quoted = false;
    } else if (char === syntax.quote) quoted = true;
    else if (syntax.opens.includes(char)) deepest = Math.max(deepest, (depth += 1));
    else if (syntax.closes.includes(char)) depth -= 1;
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

/** JSON text as Flask-AppBuilder's fallback reads it (`FAB_API_ALLOW_JSON_QS`); undefined when it is not JSON. */
function decodeJson(q: string): unknown {
  if (depthOf(q, JSON_TEXT) > NESTING_MAX_DEPTH) {
    throw new BadRequestError(`Rison argument is nested too deeply (more than ${NESTING_MAX_DEPTH} levels)`);
  }
  try {
    return JSON.parse(q);
  } catch {
    return undefined;
  }
}

function decode(q: string): unknown {
  if (depthOf(q, RISON) > NESTING_MAX_DEPTH) {
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
