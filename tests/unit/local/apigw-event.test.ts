import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiGatewayTime, buildHttpEvent } from '#infra/local/http/apigw-event.ts';

function request(method: string, headers: Record<string, string>): IncomingMessage {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.httpVersion = '1.1';
  message.headers = headers;
  return message;
}

const match = {
  route: { method: 'POST' as const, path: '/api/v1/chart/{pk}', domain: 'system' as const, access: 'user' as const },
  routeKey: 'POST /api/v1/chart/{pk}',
  pathParameters: { pk: '7' },
};

describe('buildHttpEvent', () => {
  it('builds the payload 2.0 event API Gateway sends', () => {
    // Arrange
    const now = new Date('2026-03-12T19:03:58.123Z');
    const incoming = request('POST', {
      host: 'localhost:8088',
      'content-type': 'application/json',
      cookie: 'a=1; b=2',
      'user-agent': 'test',
    });

    // Act
    const event = buildHttpEvent({
      request: incoming,
      url: new URL('http://localhost:8088/api/v1/chart/7?q=(a:1)&x=1&x=2'),
      body: Buffer.from('{"a":1}'),
      match,
      requestId: 'req-1',
      claims: { sub: '1', username: 'admin', tenant: 'default', roles: '[Admin]' },
      now,
    });

    // Assert
    expect(event).toEqual({
      version: '2.0',
      routeKey: 'POST /api/v1/chart/{pk}',
      rawPath: '/api/v1/chart/7',
      rawQueryString: 'q=(a:1)&x=1&x=2',
      cookies: ['a=1', 'b=2'],
      headers: { host: 'localhost:8088', 'content-type': 'application/json', 'user-agent': 'test' },
      queryStringParameters: { q: '(a:1)', x: '1,2' },
      pathParameters: { pk: '7' },
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        authorizer: {
          jwt: { claims: { sub: '1', username: 'admin', tenant: 'default', roles: '[Admin]' }, scopes: null },
        },
        domainName: 'localhost:8088',
        domainPrefix: 'localhost:8088',
        http: {
          method: 'POST',
          path: '/api/v1/chart/7',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'test',
        },
        requestId: 'req-1',
        routeKey: 'POST /api/v1/chart/{pk}',
        stage: '$default',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: now.getTime(),
      },
      body: '{"a":1}',
      isBase64Encoded: false,
    });
  });

  it('base64-encodes a binary body', () => {
    // Arrange
    const incoming = request('POST', { 'content-type': 'application/octet-stream' });

    // Act
    const event = buildHttpEvent({
      request: incoming,
      url: new URL('http://x/api/v1/chart/7'),
      body: Buffer.from([0, 255, 1]),
      match,
      requestId: 'r',
    });

    // Assert
    expect([event.body, event.isBase64Encoded]).toEqual(['AP8B', true]);
  });

  it('formats the request time as API Gateway does', () => {
    // Act
    const time = apiGatewayTime(new Date('2026-01-02T03:04:05Z'));

    // Assert
    expect(time).toBe('02/Jan/2026:03:04:05 +0000');
  });
});
