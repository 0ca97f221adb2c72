import { BadRequestError } from '#shared/errors.ts';
import type { HttpRequest } from '../lib/http.ts';
import { checkJsonValue } from '../lib/request-body.ts';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

function decodeField(name: string, value: string): unknown {
  let decoded: unknown;
  try {
    decoded = JSON.parse(value);
  } catch {
    throw new BadRequestError(`Field ${name} is not JSON`);
  }
  // A JSON body is checked as it is read; a form's fields are JSON of their own, checked here.
  return checkJsonValue(decoded, `Field ${name}`);
}

/**
 * The body of a `/tabstateview/` or `/tableschemaview/` request as plain values. Superset's client posts form
 * fields whose every value is JSON text (`"sql": "\"SELECT 1\""`, `5`, `null`), so each field is JSON-decoded;
 * a JSON object body is taken as it is. 400 for a field or body that is not JSON, is nested too deeply or holds a
 * NUL or a lone surrogate.
 */
export async function readStatePayload(request: HttpRequest): Promise<Record<string, unknown>> {
  const contentType = request.event.headers['content-type'] ?? '';
  if (FORM_TYPES.test(contentType)) {
    const fields = await request.form();
    return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decodeField(name, value)]));
  }
  const body = request.json();
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestError('Request is not a JSON object');
  return body as Record<string, unknown>;
}

/** Whether the caller has Superset's Admin role (any case). */
export const isAdmin = (roles: readonly string[]): boolean => roles.some((role) => role.toLowerCase() === 'admin');

/** Superset's user ids are integers; a token whose `sub` is not one (Cognito) keeps its text. */
export const publicUserId = (sub: string): number | string => (/^\d{1,15}$/.test(sub) ? Number(sub) : sub);
