import { NESTING_MAX_DEPTH, REQUEST_BODY_MAX_BYTES } from '#shared/limits.ts';
import { BadRequestError, PayloadTooLargeError } from '#shared/errors.ts';

/** The body fields of an API Gateway event that the readers below need. */
interface EventBody {
  body?: string | undefined;
  isBase64Encoded: boolean;
}

function refuseLargeBody(event: EventBody): void {
  if (event.body === undefined) return;
  const size = Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  if (size > REQUEST_BODY_MAX_BYTES)
    throw new PayloadTooLargeError(`Request body is larger than ${REQUEST_BODY_MAX_BYTES} bytes`);
}

/** The body's bytes (base64 bodies decoded); 413 past REQUEST_BODY_MAX_BYTES. */
export function requestBytes(event: EventBody): Buffer {
  refuseLargeBody(event);
  return Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
}

/** The body as text (base64 bodies decoded); 413 past REQUEST_BODY_MAX_BYTES. */
export function requestText(event: EventBody): string {
  refuseLargeBody(event);
  if (event.body === undefined) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string holds a NUL or a lone surrogate: text no store keeps as it was sent (DynamoDB wants valid UTF-8). */
const isUnsafeText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

type JsonProblem = 'deep' | 'text' | undefined;

/**
 * The first problem of a parsed JSON value: nesting past NESTING_MAX_DEPTH, or a string with a NUL or a lone
 * surrogate. The walk stops one level past the limit, so its own depth stays bounded.
 */
export function jsonProblem(value: unknown, depth = 1): JsonProblem {
  if (typeof value === 'string') return isUnsafeText(value) ? 'text' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > NESTING_MAX_DEPTH) return 'deep';
  for (const [key, item] of Object.entries(value)) {
    const problem = isUnsafeText(key) ? 'text' : jsonProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A parsed JSON value checked for what no handler should meet: nesting past NESTING_MAX_DEPTH (recursive code and
 * DynamoDB's maps stop there) and strings with a NUL or a lone surrogate. 400 naming `what`.
 */
export function checkJsonValue<T>(value: T, what = 'Request body'): T {
  const problem = jsonProblem(value);
  if (problem === 'deep')
    throw new BadRequestError(`${what} is nested too deeply (more than ${NESTING_MAX_DEPTH} levels)`);
  if (problem === 'text') throw new BadRequestError(`${what} has a NUL character or an unpaired surrogate`);
  return value;
}

/** JSON text parsed and checked; 400 `Request is not JSON` for anything else, as Flask-AppBuilder answers. */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') throw new BadRequestError('Request is not JSON');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequestError('Request is not JSON');
  }
  return checkJsonValue(value);
}
