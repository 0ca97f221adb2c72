import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTHORIZER_CONTEXT,
  closed,
  eventually,
  GOOD_TOKEN,
  nextMessage,
  onlyConnectionId,
  openSocket,
  type WsHarness,
  startWsHarness,
} from './ws-harness.ts';

const MESSAGE_CAP = 128 * 1024;

describe('local WebSocket gateway: messages', () => {
  let harness: WsHarness;
  afterEach(() => harness.close());

  it('turns a text message into a $default event with the body', async () => {
    // Arrange
    harness = await startWsHarness();
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const connectionId = onlyConnectionId(harness.gateway);

    // Act
    socket.send('{"action":"ping"}');
    await eventually(() => harness.routeEvents.some((r) => r.routeKey === '$default'));

    // Assert
    const message = harness.routeEvents.find((r) => r.routeKey === '$default');
    expect(message?.event).toEqual({
      requestContext: expect.objectContaining({
        routeKey: '$default',
        eventType: 'MESSAGE',
        messageId: expect.stringMatching(/^[A-Za-z0-9+/]{15}=$/),
        connectionId,
        stage: 'ws',
        connectedAt: harness.routeEvents[0]?.event.requestContext.connectedAt,
        authorizer: expect.objectContaining(AUTHORIZER_CONTEXT),
      }),
      body: '{"action":"ping"}',
      isBase64Encoded: false,
    });
    socket.close();
  });

  it('sends the route response body back to the client', async () => {
    // Arrange
    harness = await startWsHarness({
      routes: { $default: async (event) => ({ statusCode: 200, body: `echo:${event.body}` }) },
    });
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const reply = nextMessage(socket);

    // Act
    socket.send('hello');

    // Assert
    expect(await reply).toBe('echo:hello');
    socket.close();
  });

  it("answers a failing $default route with API Gateway's internal error message", async () => {
    // Arrange
    harness = await startWsHarness({ routes: { $default: async () => Promise.reject(new Error('boom')) } });
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const reply = nextMessage(socket);

    // Act
    socket.send('hello');

    // Assert
    expect(JSON.parse(await reply)).toEqual({
      message: 'Internal server error',
      connectionId: onlyConnectionId(harness.gateway),
      requestId: expect.any(String),
    });
    socket.close();
  });

  it('accepts a message of exactly 128 KB', async () => {
    // Arrange
    harness = await startWsHarness();
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);

    // Act
    socket.send('x'.repeat(MESSAGE_CAP));
    await eventually(() => harness.routeEvents.some((r) => r.routeKey === '$default'));

    // Assert
    expect(harness.routeEvents.find((r) => r.routeKey === '$default')?.event.body?.length).toBe(MESSAGE_CAP);
    socket.close();
  });

  it('closes the connection with 1009 on a message over 128 KB', async () => {
    // Arrange
    harness = await startWsHarness();
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const closing = closed(socket);

    // Act
    socket.send('x'.repeat(MESSAGE_CAP + 1));

    // Assert
    expect((await closing).code).toBe(1009);
    await eventually(() => harness.routeEvents.some((r) => r.routeKey === '$disconnect'));
    expect(harness.routeEvents.map((r) => r.routeKey)).toEqual(['$connect', '$disconnect']);
  });

  it('closes the connection with 1003 on a binary frame, which API Gateway does not accept', async () => {
    // Arrange
    harness = await startWsHarness();
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const closing = closed(socket);

    // Act
    socket.send(Buffer.from([1, 2, 3]), { binary: true });

    // Assert
    expect(await closing).toEqual({ code: 1003, reason: 'Binary frames are not supported' });
  });

  it('closes an idle connection with 1001 Going away', async () => {
    // Arrange
    harness = await startWsHarness({ idleTimeoutMs: 150 });
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);

    // Act
    const closing = closed(socket);

    // Assert
    expect(await closing).toEqual({ code: 1001, reason: 'Going away' });
  });

  it('keeps a connection open while messages flow', async () => {
    // Arrange
    harness = await startWsHarness({ idleTimeoutMs: 300 });
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);

    // Act
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      socket.send('still here');
    }

    // Assert
    expect(socket.readyState).toBe(socket.OPEN);
    socket.close();
  });

  it('sends $disconnect with the close code when the client closes', async () => {
    // Arrange
    harness = await startWsHarness();
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const connectionId = onlyConnectionId(harness.gateway);

    // Act
    socket.close(4000, 'bye');
    await eventually(() => harness.routeEvents.some((r) => r.routeKey === '$disconnect'));

    // Assert
    const disconnect = harness.routeEvents.find((r) => r.routeKey === '$disconnect');
    expect(disconnect?.event.requestContext).toEqual(
      expect.objectContaining({
        eventType: 'DISCONNECT',
        connectionId,
        disconnectStatusCode: 4000,
        disconnectReason: 'bye',
      }),
    );
    expect(harness.gateway.connections.size).toBe(0);
  });
});
