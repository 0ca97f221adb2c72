import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTHORIZER_CONTEXT,
  DENIED_TOKEN,
  GOOD_TOKEN,
  openSocket,
  type WsHarness,
  startWsHarness,
} from './ws-harness.ts';

const API_GATEWAY_ID = /^[A-Za-z0-9+/]{15}=$/;

describe('local WebSocket gateway: handshake', () => {
  let harness: WsHarness;
  beforeEach(async () => {
    harness = await startWsHarness({
      routes: {
        $connect: async (event) =>
          event.queryStringParameters?.refuse ? { statusCode: 429, body: '{"message":"slow down"}' } : undefined,
      },
    });
  });
  afterEach(() => harness.close());

  it('authorizes a good token and sends $connect the authorizer context and the query', async () => {
    // Arrange
    const url = `${harness.socketUrl}?token=${GOOD_TOKEN}&last_id=41`;

    // Act
    const socket = await openSocket(url);

    // Assert
    const [connect] = harness.routeEvents;
    expect(connect?.routeKey).toBe('$connect');
    expect(connect?.event).toEqual({
      headers: expect.objectContaining({ Host: expect.stringMatching(/^127\.0\.0\.1:\d+$/) }),
      multiValueHeaders: expect.objectContaining({ Host: [expect.stringMatching(/^127\.0\.0\.1:\d+$/)] }),
      queryStringParameters: { token: GOOD_TOKEN, last_id: '41' },
      multiValueQueryStringParameters: { token: [GOOD_TOKEN], last_id: ['41'] },
      requestContext: {
        routeKey: '$connect',
        eventType: 'CONNECT',
        extendedRequestId: expect.stringMatching(API_GATEWAY_ID),
        requestTime: expect.stringMatching(/^\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/),
        messageDirection: 'IN',
        stage: 'ws',
        connectedAt: expect.any(Number),
        requestTimeEpoch: expect.any(Number),
        identity: { sourceIp: '127.0.0.1', userAgent: '' },
        requestId: expect.stringMatching(API_GATEWAY_ID),
        domainName: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
        connectionId: [...harness.gateway.connections.keys()][0],
        apiId: 'local',
        authorizer: { ...AUTHORIZER_CONTEXT, principalId: 'user-7', integrationLatency: expect.any(Number) },
      },
      isBase64Encoded: false,
    });
    socket.close();
  });

  it('gives connections ids in API Gateway style', async () => {
    // Arrange
    const url = `${harness.socketUrl}?token=${GOOD_TOKEN}`;

    // Act
    const socket = await openSocket(url);

    // Assert
    expect([...harness.gateway.connections.keys()]).toEqual([expect.stringMatching(API_GATEWAY_ID)]);
    socket.close();
  });

  it('sends the authorizer a REQUEST event with the token and the $connect method ARN', async () => {
    // Arrange
    const url = `${harness.socketUrl}?token=${GOOD_TOKEN}`;

    // Act
    const socket = await openSocket(url);

    // Assert
    const [event] = harness.authorizerEvents;
    expect({ type: event?.type, methodArn: event?.methodArn, query: event?.queryStringParameters }).toEqual({
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:us-east-1:000000000000:local/ws/$connect',
      query: { token: GOOD_TOKEN },
    });
    socket.close();
  });

  it('refuses a bad token with 401 and never calls $connect', async () => {
    // Arrange
    const url = `${harness.socketUrl}?token=forged`;

    // Act
    const attempt = openSocket(url);

    // Assert
    await expect(attempt).rejects.toThrow('HTTP 401');
    expect(harness.routeEvents).toEqual([]);
  });

  it('refuses a token whose policy denies with 403, as API Gateway does for an explicit Deny', async () => {
    // Arrange
    const url = `${harness.socketUrl}?token=${DENIED_TOKEN}`;

    // Act
    const attempt = openSocket(url);

    // Assert
    await expect(attempt).rejects.toThrow('HTTP 403');
  });

  it('refuses the upgrade with the status $connect answered when it is not 2xx', async () => {
    // Arrange
    const url = `${harness.socketUrl}?token=${GOOD_TOKEN}&refuse=1`;

    // Act
    const attempt = openSocket(url);

    // Assert
    await expect(attempt).rejects.toThrow('HTTP 429');
    expect(harness.gateway.connections.size).toBe(0);
  });

  it('answers upgrades on other paths with 404', async () => {
    // Arrange
    const url = `${harness.socketUrl.replace(/\/ws$/, '/other')}?token=${GOOD_TOKEN}`;

    // Act
    const attempt = openSocket(url);

    // Assert
    await expect(attempt).rejects.toThrow('HTTP 404');
  });
});
