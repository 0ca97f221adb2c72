import { describe, expect, it } from 'vitest';
import type { WebSocketEvent } from '#functions/realtime/events.ts';
import { createRealtimeHandler } from '#functions/realtime/handler.ts';
import { lambdaContext } from '#infra/local/http/lambda-context.ts';

const handler = createRealtimeHandler();

function message(routeKey: string, body: string): WebSocketEvent {
  return {
    requestContext: {
      routeKey,
      eventType: 'MESSAGE',
      messageId: 'Mx1abcd3IAMCJdA=',
      extendedRequestId: 'Ex1abcd3IAMCJdA=',
      requestTime: '22/Nov/2026:07:00:00 +0000',
      messageDirection: 'IN',
      stage: 'ws',
      connectedAt: 1_795_000_000_000,
      requestTimeEpoch: 1_795_000_000_500,
      requestId: 'Rx1abcd3IAMCJdA=',
      domainName: 'localhost',
      connectionId: 'Kx1abcd3IAMCJdA=',
      apiId: 'local',
      authorizer: { sub: 'user-7', username: 'alice', tenant: 'acme', roles: 'Admin', principalId: 'user-7' },
    },
    body,
    isBase64Encoded: false,
  };
}

const invoke = (event: WebSocketEvent) => handler(event, lambdaContext('realtime', 'req-1', 3000));

describe('realtime $default route', () => {
  it('answers a ping with a pong route response', async () => {
    // Arrange
    const event = message('$default', '{"action":"ping"}');

    // Act
    const result = await invoke(event);

    // Assert
    expect(result).toEqual({ statusCode: 200, body: '{"type":"pong"}' });
  });

  it('refuses an unknown action', async () => {
    // Arrange
    const event = message('$default', '{"action":"subscribe","channel":"other"}');

    // Act
    const result = await invoke(event);

    // Assert
    expect(result).toEqual({ statusCode: 400, body: '{"message":"Unknown action"}' });
  });

  it('refuses a message that is not JSON without failing', async () => {
    // Arrange
    const event = message('$default', 'ping');

    // Act
    const result = await invoke(event);

    // Assert
    expect(result).toEqual({ statusCode: 400, body: '{"message":"Unknown action"}' });
  });

  it('refuses a JSON message that is not an object', async () => {
    // Arrange
    const event = message('$default', 'null');

    // Act
    const result = await invoke(event);

    // Assert
    expect(result).toEqual({ statusCode: 400, body: '{"message":"Unknown action"}' });
  });

  it('refuses a route key it does not serve', async () => {
    // Arrange
    const event = message('sendMessage', '{"action":"ping"}');

    // Act
    const result = await invoke(event);

    // Assert
    expect(result).toEqual({ statusCode: 400, body: '{"message":"Unknown route"}' });
  });
});
