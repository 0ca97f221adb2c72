import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { createHttpHandler, type DomainRoutes, type HttpEvent, ok, type RouteHandler } from '#functions/lib/http.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import { lambdaContext } from '#infra/local/http/lambda-context.ts';
import { onRequestTimeout, requestSignal, TIMEOUT_ANSWER_MS } from '#functions/lib/request-deadline.ts';

/**
 * The table as the permission check reads it: the caller's user record (after `session_gen` password changes), in one
 * BatchGet. Each test is a new warm function (nothing kept from the test before).
 */
const table = mockClient(DynamoDBDocumentClient);
const adminRecord = (sessionGen?: number) => ({
  pk: 'T#default#USER',
  sk: 'NAME#admin',
  id: 1,
  username: 'admin',
  first_name: 'Admin',
  last_name: 'User',
  email: 'admin@skyset.local',
  active: true,
  roles: ['Admin'],
  created_on: '2024-01-01T00:00:00.000Z',
  changed_on: '2024-01-01T00:00:00.000Z',
  ...(sessionGen === undefined ? {} : { session_gen: sessionGen }),
});
beforeEach(() => {
  resetProcessState();
  table.reset();
  table.on(BatchGetCommand).resolves({ Responses: { skyset: [adminRecord()] } });
});
afterAll(() => {
  table.restore();
});

const claims = { sub: '1', username: 'admin', tenant: 'default', roles: '[Admin]' };

/** The security headers every API answer carries (functions/lib/security-headers.ts). */
const GUARDS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function event(body: string | Buffer, contentType: string, base64 = false): HttpEvent {
  const text = Buffer.isBuffer(body) ? body.toString(base64 ? 'base64' : 'utf8') : body;
  return {
    version: '2.0',
    routeKey: 'GET /api/v1/me/',
    rawPath: '/api/v1/me/',
    rawQueryString: '',
    headers: { 'content-type': contentType },
    requestContext: { authorizer: { jwt: { claims, scopes: [] } } },
    body: text,
    isBase64Encoded: base64,
  } as unknown as HttpEvent;
}

/** A security-domain handler serving only `GET /api/v1/me/` (a route any signed-in caller may call: only their user record is read). */
const meHandler = (route: RouteHandler) =>
  createHttpHandler('security', { 'GET /api/v1/me/': route } as DomainRoutes<'security'>);

const formEcho = meHandler(async (request) => ok(await request.form()));
const invoke = (e: HttpEvent) => formEcho(e, lambdaContext('skyset-test', 'request-1', 30_000));

describe('request.form()', () => {
  it('reads urlencoded fields', async () => {
    // Act
    const result = await invoke(
      event('queryEditor=%7B%22sql%22%3A%22SELECT+1%22%7D&x=2', 'application/x-www-form-urlencoded'),
    );

    // Assert
    expect(JSON.parse(String(result.body))).toEqual({ queryEditor: '{"sql":"SELECT 1"}', x: '2' });
  });

  it("reads multipart fields as Superset's client posts them", async () => {
    // Arrange
    const form = new FormData();
    form.append('queryEditor', '{"name":"Untitled Query 1"}');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const bytes = Buffer.from(await request.arrayBuffer());

    // Act
    const result = await invoke(event(bytes, request.headers.get('content-type') ?? '', true));

    // Assert
    expect(JSON.parse(String(result.body))).toEqual({ queryEditor: '{"name":"Untitled Query 1"}' });
  });

  it('answers 400 when the body is not a form', async () => {
    // Act
    const result = await invoke(event('{"a":1}', 'application/json'));

    // Assert
    expect({ status: result.statusCode, body: JSON.parse(String(result.body)) }).toEqual({
      status: 400,
      body: { message: 'Request is not a form' },
    });
  });
});

describe('binary results', () => {
  it('are sent base64-encoded with their content type', async () => {
    // Arrange
    const handler = meHandler(async () => ({
      statusCode: 200,
      binary: Uint8Array.from([0, 1, 2, 255]),
      headers: { 'content-type': 'application/zip' },
    }));

    // Act
    const result = await handler(event('', 'text/plain'), lambdaContext('skyset-test', 'request-1', 30_000));

    // Assert
    expect(result).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/zip', ...GUARDS },
      body: 'AAEC/w==',
      isBase64Encoded: true,
    });
  });
});

describe('security headers', () => {
  it("are on every answer; a handler's own caching stays, its policy cannot loosen them", async () => {
    // Arrange
    const handler = meHandler(async () => ({
      statusCode: 200,
      body: {},
      headers: { 'cache-control': 'private, max-age=60', 'content-security-policy': 'default-src *' },
    }));

    // Act
    const result = await handler(event('', 'text/plain'), lambdaContext('skyset-test', 'request-1', 30_000));

    // Assert
    expect(result).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', ...GUARDS, 'cache-control': 'private, max-age=60' },
      body: '{}',
    });
  });
});

describe("claims from the cloud's Lambda authorizer (requestContext.authorizer.lambda)", () => {
  /** A payload 2.0 event as API Gateway sends it behind the Lambda authorizer: the authorizer's context under `lambda`. */
  const cloudEvent = (routeKey: string, context: Record<string, string>): HttpEvent =>
    ({
      version: '2.0',
      routeKey,
      rawPath: routeKey.split(' ')[1],
      rawQueryString: '',
      headers: {},
      requestContext: { requestId: 'cloud-1', authorizer: { lambda: context } },
      isBase64Encoded: false,
    }) as unknown as HttpEvent;
  const idToken = {
    sub: '1',
    'cognito:username': 'admin',
    username: 'admin',
    tenant: 'default',
    roles: 'Admin',
    token_use: 'id',
  };
  const reportToken = {
    sub: '1',
    username: 'admin',
    tenant: 'default',
    roles: '[Admin]',
    token_use: 'report',
    report_id: '9',
  };
  const claimsEcho: RouteHandler = async (request) => ok(request.claims);
  const answer = (result: { statusCode?: number; body?: string }) => ({
    status: result.statusCode,
    body: JSON.parse(String(result.body)),
  });

  it("reads a Cognito id token's claims", async () => {
    // Act
    const result = await meHandler(claimsEcho)(
      cloudEvent('GET /api/v1/me/', idToken),
      lambdaContext('skyset-test', 'request-1', 30_000),
    );

    // Assert
    expect(answer(result)).toEqual({
      status: 200,
      body: { sub: '1', username: 'admin', tenant: 'default', roles: ['Admin'], token_use: 'id' },
    });
  });

  it("lets a report token's GET through", async () => {
    // Act
    const result = await meHandler(claimsEcho)(
      cloudEvent('GET /api/v1/me/', reportToken),
      lambdaContext('skyset-test', 'request-1', 30_000),
    );

    // Assert
    expect(answer(result)).toEqual({
      status: 200,
      body: { sub: '1', username: 'admin', tenant: 'default', roles: ['Admin'], token_use: 'report' },
    });
  });

  it.each([
    ['of a session a password change ended', { session_gen: '0' }, 1, 401],
    ['issued before any password change had a generation', {}, 1, 401],
    ['of the current session generation', { session_gen: '1' }, 1, 200],
    ['of the session that changed the password itself', { session_gen: '0', sid: 'kept' }, 1, 200],
  ])(
    'answers a token %s, with the one read of the user record a route makes in a new function',
    async (_case, session, userGeneration, status) => {
      // Arrange
      table
        .on(BatchGetCommand)
        .resolves({ Responses: { skyset: [{ ...adminRecord(userGeneration), kept_session: 'kept' }] } });

      // Act
      const result = await meHandler(claimsEcho)(
        cloudEvent('GET /api/v1/me/', { ...idToken, ...session }),
        lambdaContext('skyset-test', 'request-1', 30_000),
      );

      // Assert
      expect({ status: result.statusCode, reads: table.calls().length }).toEqual({ status, reads: 1 });
    },
  );

  it('refuses a report token any write, though the authorizer let it in', async () => {
    // Arrange: `POST /superset/log/` needs only a signed-in caller, so nothing but the report scope can refuse it.
    const logHandler = createHttpHandler('log', { 'POST /superset/log/': claimsEcho } as DomainRoutes<'log'>);

    // Act
    const [byReport, byIdToken] = await Promise.all([
      logHandler(cloudEvent('POST /superset/log/', reportToken), lambdaContext('skyset-test', 'request-1', 30_000)),
      logHandler(cloudEvent('POST /superset/log/', idToken), lambdaContext('skyset-test', 'request-1', 30_000)),
    ]);

    // Assert
    expect(answer(byReport)).toEqual({ status: 403, body: { message: 'Forbidden' } });
    expect(answer(byIdToken)).toEqual({
      status: 200,
      body: { sub: '1', username: 'admin', tenant: 'default', roles: ['Admin'], token_use: 'id' },
    });
  });
});

/**
 * Issue [T], finding 6 (re-probe D): six concurrent sync queries of ~120 MB each finished in the engine, then spent the
 * rest of the request moving their rows; middy's early timeout fired and answered a 500. A request still running near
 * its end answers its route's timeout error instead, and its signal tells the work to stop.
 */
describe('a request still running when its time is up', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A route that outlives any request: it ends only once told the request was answered, then returns a large body. */
  const outliving =
    (seen: string[], answer?: AppError): RouteHandler =>
    async () => {
      if (answer) onRequestTimeout(() => answer);
      await new Promise((resolve) => requestSignal()?.addEventListener('abort', resolve));
      seen.push('aborted');
      return ok({ rows: 'x'.repeat(1_000) });
    };

  const run = async (route: RouteHandler) => {
    const pending = meHandler(route)(
      event('', 'application/json'),
      lambdaContext('skyset-test', 'request-1', TIMEOUT_ANSWER_MS + 2_000),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    const result = await pending;
    return { status: result.statusCode, body: JSON.parse(String(result.body)) };
  };

  it("answers the route's timeout error, never a 500, and aborts the route's work", async () => {
    // Arrange
    const seen: string[] = [];
    const routeTimeout = new AppError(408, 'The query exceeded the 3 seconds timeout.', {
      detailed: true,
      errorType: 'SQLLAB_TIMEOUT_ERROR',
      extra: { query_id: 7, client_id: 'abc' },
    });

    // Act
    const answer = await run(outliving(seen, routeTimeout));

    // Assert
    expect(answer).toEqual({
      status: 408,
      body: {
        errors: [
          {
            message: 'The query exceeded the 3 seconds timeout.',
            error_type: 'SQLLAB_TIMEOUT_ERROR',
            level: 'error',
            extra: { query_id: 7, client_id: 'abc' },
          },
        ],
      },
    });
    expect(seen).toEqual(['aborted']);
  });

  it('answers a generic 408 on a route that named no timeout error', async () => {
    // Act
    const answer = await run(outliving([]));

    // Assert
    expect(answer).toEqual({
      status: 408,
      body: {
        errors: [{ message: 'Request timed out', error_type: 'BACKEND_TIMEOUT_ERROR', level: 'error', extra: {} }],
      },
    });
  });
});
