import middy from '@middy/core';
import type {
  APIGatewayEventRequestContextJWTAuthorizer,
  APIGatewayEventRequestContextV2,
  APIGatewayProxyEventV2WithRequestContext,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type * as z from 'zod';
import { BadRequestError, ForbiddenError, ValidationError } from '#shared/errors.ts';
import {
  type HttpDomain,
  type HttpRouteKey,
  httpRoutes,
  normalizeRouteKey,
  type RouteAccess,
  routeKeyOf,
} from '../manifest.ts';
import { type CallerAccess, loadCallerAccess } from './auth/caller-access.ts';
import type { ReadableScope } from './auth/readable-scope.ts';
import { scopedKind, tokenScope } from './auth/report-scope.ts';
import { scopeAllows, type ScopedTokenKind } from './auth/scoped-routes.ts';
import { type Claims, readClaims } from './claims.ts';
import { errorResponder, errorToResponse } from './error-responder.ts';
import { withLogContext } from './logger.ts';
import { parseJsonBody, requestBytes, requestText } from './request-body.ts';
import { answerInTime, requestSignal, requestTimedOut } from './request-deadline.ts';
import { API_SECURITY_HEADERS, EMBEDDED_PAGE_HEADERS, withApiHeaders } from './security-headers.ts';
import { useMarshmallowMessages } from './validation-messages.ts';

/**
 * What the authorizer passed on: the cloud's Lambda authorizer puts the token's claims in `lambda`
 * (functions/security/authorizer.ts); the local gateway, like API Gateway's JWT authorizer, in `jwt.claims`.
 * Absent on public routes.
 */
export interface HttpAuthorizer {
  lambda?: Record<string, unknown>;
  jwt?: APIGatewayEventRequestContextJWTAuthorizer['jwt'];
}

export type HttpEvent = APIGatewayProxyEventV2WithRequestContext<
  APIGatewayEventRequestContextV2 & { authorizer?: HttpAuthorizer }
>;

/** The caller's verified claims, whichever authorizer shape carried them. */
function authorizerClaims(event: HttpEvent): Record<string, unknown> | undefined {
  const authorizer = event.requestContext.authorizer;
  return authorizer?.lambda ?? authorizer?.jwt?.claims;
}

/** The names in a route key's path: `GET /api/v1/dataset/{pk}/column/{column_id}` -> `pk` | `column_id`. */
type PathParamNames<K extends string> = K extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The path parameters of a route, typed from its key: every name in braces is there (the route matched). */
export type PathParams<K extends string> = { readonly [Name in PathParamNames<K>]: string };

/** What a route handler receives: the raw event plus parsed pieces; `P` its path parameters. */
export interface HttpRequest<P extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  event: HttpEvent;
  context: Context;
  /** The caller's claims; undefined only on public routes. */
  claims: Claims | undefined;
  /** The caller's roles and permissions, read once per request (401 on public routes, which have no caller). */
  access(): Promise<CallerAccess>;
  /** What a scoped token (a report's, a guest's) may read; undefined for an access token, whose roles alone decide. */
  scope: ReadableScope | undefined;
  /** The kind of scoped token, with `scope`. */
  scopeKind: ScopedTokenKind | undefined;
  pathParameters: P;
  query: Record<string, string>;
  /** The body as text (base64 bodies decoded). */
  text(): string;
  /** The body parsed as JSON; 400 `{"message"}` when malformed, nested too deeply or holding a NUL; 413 past 1 MiB. */
  json(): unknown;
  /**
   * The body's form fields (`application/x-www-form-urlencoded` or `multipart/form-data`, as Superset's client posts
   * `postPayload`); text fields only, the last value of a repeated name wins. 400 when the body is not a form.
   */
  form(): Promise<Record<string, string>>;
}

/** The caller's claims on a route that requires them. */
export function requireClaims(request: HttpRequest): Claims {
  return request.claims ?? readClaims(undefined);
}

export interface HttpResult {
  statusCode: number;
  /** Serialized as JSON unless `text` or `binary` is given. */
  body?: unknown;
  text?: string;
  /** Bytes (exports: XLSX, zip), sent base64-encoded as API Gateway requires; set `content-type` in `headers`. */
  binary?: Uint8Array;
  /**
   * A page (an embedded dashboard's shell), sent with the embedded page's headers and the Content-Security-Policy the
   * handler gives in `headers` (the API's own, which forbids framing and scripts, when it gives none).
   */
  html?: string;
  headers?: Record<string, string>;
  cookies?: string[];
}

export type RouteHandler = (request: HttpRequest) => Promise<HttpResult>;

/** A JSON answer. */
export const ok = (body: unknown, statusCode = 200): HttpResult => ({ statusCode, body });

/** A JSON answer serialized already (chart data splices its rows' stored text into it). */
export const okJsonText = (json: string, statusCode = 200): HttpResult => ({
  statusCode,
  text: json,
  headers: { 'content-type': 'application/json; charset=utf-8' },
});

/** Parse a value with a zod schema; a mismatch is a 400 with field messages, as Superset's marshmallow gives. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // A Map, so field names from the body (`__proto__`, `constructor`) are plain keys.
  const messages = new Map<string, string[]>();
  const add = (key: string, message: string) => messages.set(key, [...(messages.get(key) ?? []), message]);
  for (const issue of parsed.error.issues) {
    // Marshmallow names each unknown field: `{"colour": ["Unknown field."]}`.
    if (issue.code === 'unrecognized_keys')
      for (const field of issue.keys) add([...issue.path, field].join('.'), 'Unknown field.');
    // A body that is no object at all: marshmallow's `Schema.load` words, not its nested field's.
    else if (issue.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object')
      add('_schema', 'Invalid input type.');
    else add(issue.path.length ? issue.path.join('.') : '_schema', issue.message);
  }
  throw new ValidationError(Object.fromEntries(messages));
}

// Request bodies answer field errors in the words Superset's clients know.
useMarshmallowMessages();

/** Each route's declared access, by normalized route key. */
const accessByRouteKey = new Map<string, RouteAccess>(httpRoutes.map((r) => [routeKeyOf(r), r.access]));

async function readForm(event: HttpEvent, bytes: Buffer): Promise<Record<string, string>> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType)) {
    throw new BadRequestError('Request is not a form');
  }
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BadRequestError('Request is not a form');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of data.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

function buildRequest(event: HttpEvent, context: Context): HttpRequest {
  const bytes = (): Buffer => requestBytes(event);
  const text = (): string => requestText(event);
  const routeIsPublic = accessByRouteKey.get(normalizeRouteKey(event.routeKey)) === 'public';
  const claims = routeIsPublic ? undefined : readClaims(authorizerClaims(event));
  let access: Promise<CallerAccess> | undefined;
  return {
    event,
    context,
    claims,
    access: () => (access ??= loadCallerAccess(claims ?? readClaims(undefined))),
    scope: routeIsPublic ? undefined : tokenScope(authorizerClaims(event)),
    scopeKind: routeIsPublic ? undefined : scopedKind(authorizerClaims(event)),
    pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
    query: (event.queryStringParameters ?? {}) as Record<string, string>,
    text,
    json: () => parseJsonBody(text()),
    form: () => readForm(event, bytes()),
  };
}

function toResult(result: HttpResult): APIGatewayProxyStructuredResultV2 {
  if (result.html !== undefined) {
    return {
      statusCode: result.statusCode,
      headers: {
        'content-security-policy': API_SECURITY_HEADERS['content-security-policy']!,
        ...result.headers,
        ...EMBEDDED_PAGE_HEADERS,
        'content-type': 'text/html; charset=utf-8',
      },
      body: result.html,
    };
  }
  if (result.binary) {
    return {
      statusCode: result.statusCode,
      headers: withApiHeaders({ 'content-type': 'application/octet-stream', ...result.headers }),
      body: Buffer.from(result.binary).toString('base64'),
      isBase64Encoded: true,
    };
  }
  const isText = result.text !== undefined;
  return {
    statusCode: result.statusCode,
    headers: withApiHeaders({
      'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      ...result.headers,
    }),
    ...(result.cookies ? { cookies: result.cookies } : {}),
    body: isText ? result.text : result.body === undefined ? '' : JSON.stringify(result.body),
  };
}

/**
 * The handlers of one domain, one per manifest route of that domain: a missing or unknown key fails typecheck, and
 * each handler's request has the path parameters its key names.
 */
export type DomainRoutes<D extends HttpDomain> = {
  [K in HttpRouteKey<D>]: (request: HttpRequest<PathParams<K>>) => Promise<HttpResult>;
};

/**
 * 403 unless the caller holds the route's (permission, view) pair; `user` routes need only a valid caller, whose user
 * record is read all the same (one BatchGet, which the route may use): a deactivated user's token, or one of a session
 * a password change ended, is refused (401) on every route. A guest holds no pair: the guest routes of the scoped
 * route table (checked before) are its permissions, and its token is checked against the tenant's embeddings.
 */
async function authorize(request: HttpRequest, access: RouteAccess | undefined): Promise<void> {
  if (access === 'public') return;
  // A route missing from the manifest has no declared permission: nobody may call it.
  if (access === undefined) throw new ForbiddenError('Forbidden');
  const caller = await request.access();
  if (access === 'user' || caller.guest) return;
  const [permission, view] = access;
  if (!caller.can(permission, view)) throw new ForbiddenError('Forbidden');
}

/**
 * The Lambda handler of one HTTP domain: dispatch on `event.routeKey` (resolved by API Gateway or the local gateway
 * from the manifest), with claims read, the route's permission enforced before its handler runs, and errors
 * answered in Superset's shape.
 */
export function createHttpHandler<D extends HttpDomain>(_domain: D, routes: NoInfer<DomainRoutes<D>>) {
  // Each handler is called for its own key only, so it always gets the path parameters its key names.
  const handlers = routes as unknown as Record<string, RouteHandler>;
  const byRouteKey = new Map(Object.entries(handlers).map(([key, route]) => [normalizeRouteKey(key), route]));
  // middy's own early timeout is only the backstop of `answerInTime` (an event loop blocked past both): a 408, never a 500.
  return middy<HttpEvent, APIGatewayProxyStructuredResultV2>({
    timeoutEarlyResponse: () => errorToResponse(requestTimedOut()),
  })
    .use(errorResponder())
    .handler(async (event, context) => {
      const routeKey = normalizeRouteKey(event.routeKey);
      const route = byRouteKey.get(routeKey);
      if (!route) throw new BadRequestError(`No handler for route ${event.routeKey}`, { expose: false });
      const request = buildRequest(event, context);
      const logContext = {
        routeKey,
        requestId: event.requestContext.requestId,
        ...(request.claims ? { tenant: request.claims.tenant } : {}),
      };
      // Errors are answered inside the log scope, so the line logging an unexpected one carries the request's keys.
      const deadline = Date.now() + context.getRemainingTimeInMillis();
      const answer = async (): Promise<APIGatewayProxyStructuredResultV2> => {
        try {
          // A scoped token (a report's, a guest's) reads only its resources, whichever gateway let it in.
          const { scope, scopeKind } = request;
          if (scope && scopeKind && !scopeAllows(scopeKind, scope, routeKey, request))
            throw new ForbiddenError('Forbidden');
          await authorize(request, accessByRouteKey.get(routeKey));
          const result = await route(request);
          // Answered already as timed out: the result is dropped, not serialized.
          return requestSignal()?.aborted ? errorToResponse(requestTimedOut()) : toResult(result);
        } catch (error) {
          return errorToResponse(error);
        }
      };
      return withLogContext(logContext, () => answerInTime(deadline, answer, errorToResponse));
    });
}
