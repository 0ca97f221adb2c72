import * as z from 'zod';

/**
 * How much the API accepts, shared by the handlers that refuse more and the web app that can say so first.
 *
 * DynamoDB refuses an item over 400 KB (attribute names and values, UTF-8), so every stored text is bounded and the
 * bounds of one item add up well under it. A SQL Lab query record keeps its SQL twice (as written and as executed),
 * hence 128 KiB of SQL; the other long texts of an item (descriptions, template parameters, extra JSON, a table
 * panel's description) 32 KiB each. Long texts are measured in UTF-8 bytes, DynamoDB's own unit, so no alphabet can
 * overflow an item; short ones (names, labels, ids) in characters, as Superset's columns are.
 */
export const SQL_MAX_BYTES = 128 * 1024;

/** Longest description, template parameters, extra JSON or other free text kept next to SQL in one item. */
export const TEXT_MAX_BYTES = 32 * 1024;

/** Longest name or label (Superset's `String(256)` columns). */
export const NAME_MAX_LENGTH = 256;

/** Longest client-chosen id or key (a SQL Lab query's `client_id`, a results key): a DynamoDB key part. */
export const ID_MAX_LENGTH = 64;

/** Largest request body any route reads (API Gateway itself takes up to 10 MB). */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;

/** Deepest nesting of a JSON body or a Rison argument: DynamoDB's own limit for stored maps and lists. */
export const NESTING_MAX_DEPTH = 32;

/** Deepest parentheses of SQL the toolkit parses or formats; deeper SQL costs the formatter seconds per request. */
export const SQL_NESTING_MAX_DEPTH = 100;

/** Marshmallow's words for a value over its `Length(max=...)`. */
export const longerThan = (max: number): string => `Longer than maximum length ${max}.`;

const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** The size of `text` in UTF-8 bytes, without encoding it (runs in the browser as well). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) {
      // A surrogate pair is one 4-byte character; a lone surrogate is written as U+FFFD (3 bytes).
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

type StringParams = Parameters<typeof z.string>[0];

/** A string of at most `maxBytes` UTF-8 bytes, refused in marshmallow's words; `params` as `z.string` takes them. */
export const boundedText = (maxBytes: number, params?: StringParams) =>
  // At most 3 bytes per UTF-16 unit: short texts need no counting.
  z
    .string(params)
    .refine((text) => text.length * 3 <= maxBytes || utf8Length(text) <= maxBytes, { error: longerThan(maxBytes) });

/** A string of at most `maxLength` characters, refused in marshmallow's words; `params` as `z.string` takes them. */
export const boundedName = (maxLength: number = NAME_MAX_LENGTH, params?: StringParams) =>
  z.string(params).max(maxLength, { error: longerThan(maxLength) });
