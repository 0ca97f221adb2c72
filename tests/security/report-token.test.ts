import type { APIGatewayProxyStructuredResultV2, APIGatewayRequestAuthorizerEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenVerifier } from '#functions/lib/composition/api-token-verifier.ts';
import type { HttpEvent } from '#functions/lib/http.ts';
import { createHttpAuthorizer } from '#functions/security/authorizer.ts';
import { keyFileSigner } from '#functions/lib/auth/token-signer.ts';
import { signingKeys } from '#functions/lib/composition/tokens.ts';
import { signReportToken } from '#functions/reports/delivery/report-token.ts';
import { type ApiClient, startApiClient } from '../integration/helpers/api-client.ts';
import { birthNamesContext } from '../integration/charts/chart-client.ts';

/**
 * The token a report's headless browser signs in with may read and nothing more: GET routes and the chart data query
 * pass, every write is refused at the gateway, it refreshes nothing, and it dies after its minutes.
 */
const FORBIDDEN = { status: 403, body: { message: 'Forbidden' } };
const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } };

let admin: ApiClient;
let reportToken: string;

const settings = (ttlSeconds: number, now = Date.now) => ({ signer: keyFileSigner(signingKeys), issuer: 'skyset-local', audience: 'skyset', ttlSeconds, now });
const subject = { tenantId: 'default', reportId: 9, userId: 1, username: 'admin', roles: ['Admin'] };

async function call(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${admin.runtime.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  admin = await startApiClient();
  reportToken = await signReportToken(settings(300), subject);
});

afterAll(async () => admin.runtime.dispose());

describe("a report's screenshot token", () => {
  it('reads what its executor may read: the user, a list and chart data', async () => {
    // Act
    const answers = await Promise.all([
      call('GET', '/api/v1/me/', reportToken),
      call('GET', '/api/v1/database/', reportToken),
      call('POST', '/api/v1/chart/data', reportToken, birthNamesContext()),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((answers[0]!.body as { result: { username: string } }).result.username).toBe('admin');
  });

  it.each([
    ['POST', '/api/v1/dashboard/', { dashboard_title: 'Planted' }],
    ['PUT', '/api/v1/database/1', { database_name: 'renamed' }],
    ['DELETE', '/api/v1/database/1', undefined],
    ['POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1' }],
    ['POST', '/superset/log/', { events: [] }],
  ])('may not %s %s', async (method, path, body) => {
    // Act
    const answer = await call(method, path, reportToken, body);

    // Assert
    expect(answer).toEqual(FORBIDDEN);
  });

  it('refreshes nothing', async () => {
    // Act
    const answer = await call('POST', '/api/v1/security/refresh', reportToken);

    // Assert
    expect(answer.status).toBe(401);
  });

  it('is refused once expired', async () => {
    // Arrange: issued eleven minutes ago for ten.
    const expired = await signReportToken(settings(600, () => Date.now() - 11 * 60_000), subject);

    // Act
    const answer = await call('GET', '/api/v1/me/', expired);

    // Assert
    expect(answer).toEqual(UNAUTHORIZED);
  });

  it('narrows no access token: the same call reaches the log handler, which judges the batch', async () => {
    // Act
    const [byReport, byAccess] = await Promise.all([call('POST', '/superset/log/', reportToken, { events: [] }), call('POST', '/superset/log/', admin.token, { events: [] })]);

    // Assert
    expect(byReport).toEqual(FORBIDDEN);
    expect(byAccess.status).toBe(400);
  });
});

describe("a report's screenshot token in the cloud's event shape", () => {
  /** What API Gateway sends a domain function once the Lambda authorizer has let `token` in: its context under `lambda`. */
  async function cloudCall(domain: string, routeKey: string, token: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const { context } = await createHttpAuthorizer(tokenVerifier)({ type: 'REQUEST', headers: { authorization: `Bearer ${token}` } } as unknown as APIGatewayRequestAuthorizerEventV2);
    const [method, path] = routeKey.split(' ') as [string, string];
    const event = {
      version: '2.0',
      routeKey,
      rawPath: path,
      rawQueryString: '',
      headers: { 'content-type': 'application/json' },
      requestContext: { requestId: `cloud-${domain}`, http: { method, path }, routeKey, authorizer: { lambda: context } },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      isBase64Encoded: false,
    } as unknown as HttpEvent;
    const { handler } = (await import(`#functions/${domain}/handler.ts`)) as { handler: (e: HttpEvent, c: Context) => Promise<APIGatewayProxyStructuredResultV2> };
    const result = await handler(event, {} as Context);
    return { status: result.statusCode ?? 0, body: JSON.parse(String(result.body)) };
  }

  it('reads chart data and lists, as behind the local gateway', async () => {
    // Act
    const answers = await Promise.all([
      cloudCall('charts', 'POST /api/v1/chart/data', reportToken, birthNamesContext()),
      cloudCall('databases', 'GET /api/v1/database', reportToken),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it.each([
    ['dashboards', 'POST /api/v1/dashboard', { dashboard_title: 'Planted' }],
    ['databases', 'DELETE /api/v1/database/{pk}', undefined],
    ['sqllab', 'POST /api/v1/sqllab/execute', { database_id: 1, sql: 'SELECT 1' }],
  ])('may not call %s %s, whatever the authorizer cached for it', async (domain, routeKey, body) => {
    // Act
    const answer = await cloudCall(domain, routeKey, reportToken, body);

    // Assert
    expect(answer).toEqual(FORBIDDEN);
  });
});
