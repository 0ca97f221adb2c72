import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PayloadTooLargeException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConnectionsEndpoint } from '#infra/local/ws/index.ts';
import {
  closed,
  eventually,
  GOOD_TOKEN,
  nextMessage,
  onlyConnectionId,
  openSocket,
  type WsHarness,
  startWsHarness,
} from './ws-harness.ts';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('local @connections endpoint with the real ApiGatewayManagementApiClient', () => {
  let harness: WsHarness;
  let client: ApiGatewayManagementApiClient;
  beforeEach(async () => {
    harness = await startWsHarness();
    client = new ApiGatewayManagementApiClient({
      endpoint: `${harness.baseUrl}/ws`,
      region: 'us-east-1',
      credentials: harness.credentials,
    });
  });
  afterEach(async () => {
    client.destroy();
    await harness.close();
  });

  it('delivers PostToConnection data to the socket as text', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const received = nextMessage(socket);

    // Act
    await client.send(
      new PostToConnectionCommand({
        ConnectionId: onlyConnectionId(harness.gateway),
        Data: encode('{"status":"done"}'),
      }),
    );

    // Assert
    expect(await received).toBe('{"status":"done"}');
    socket.close();
  });

  it('raises GoneException for an unknown connection', async () => {
    // Arrange
    const command = new PostToConnectionCommand({ ConnectionId: 'Kx1abcd3IAMCJdA=', Data: encode('{}') });

    // Act
    const attempt = client.send(command);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(GoneException);
  });

  it('raises PayloadTooLargeException for data over 128 KB', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const command = new PostToConnectionCommand({
      ConnectionId: onlyConnectionId(harness.gateway),
      Data: encode('x'.repeat(128 * 1024 + 1)),
    });

    // Act
    const attempt = client.send(command);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(PayloadTooLargeException);
    socket.close();
  });

  it('describes a connection with GetConnection', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const info = harness.gateway.getConnection(onlyConnectionId(harness.gateway));

    // Act
    const answer = await client.send(new GetConnectionCommand({ ConnectionId: onlyConnectionId(harness.gateway) }));

    // Assert
    expect({ ConnectedAt: answer.ConnectedAt, Identity: answer.Identity, LastActiveAt: answer.LastActiveAt }).toEqual({
      ConnectedAt: new Date(info?.connectedAt ?? 0),
      Identity: { SourceIp: '127.0.0.1', UserAgent: '' },
      LastActiveAt: new Date(info?.lastActiveAt ?? 0),
    });
    socket.close();
  });

  it('closes the socket on DeleteConnection and then sends $disconnect', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const closing = closed(socket);

    // Act
    await client.send(new DeleteConnectionCommand({ ConnectionId: onlyConnectionId(harness.gateway) }));

    // Assert
    expect((await closing).code).toBe(1000);
    await eventually(() => harness.routeEvents.some((r) => r.routeKey === '$disconnect'));
    expect(harness.gateway.connections.size).toBe(0);
  });

  it('answers a deleted connection as gone', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const connectionId = onlyConnectionId(harness.gateway);
    socket.close();
    await eventually(() => harness.gateway.connections.size === 0);

    // Act
    const attempt = client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: encode('{}') }));

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(GoneException);
  });

  it('refuses callers that are not on this machine', async () => {
    // Arrange
    const endpoint = createConnectionsEndpoint(harness.gateway, { credentials: harness.credentials });
    const request = {
      url: '/ws/@connections/abc',
      method: 'GET',
      headers: {},
      socket: { remoteAddress: '192.0.2.10' },
    } as IncomingMessage;
    const written: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
    const response = {
      writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(written, { status, headers }),
      end: (body: string) => Object.assign(written, { body }),
    } as unknown as ServerResponse;

    // Act
    const handled = await endpoint(request, response);

    // Assert
    expect({
      handled,
      status: written.status,
      errorType: written.headers?.['x-amzn-errortype'],
      body: written.body,
    }).toEqual({
      handled: true,
      status: 403,
      errorType: 'ForbiddenException',
      body: '{"message":"Forbidden"}',
    });
  });

  it('refuses an unsigned request as API Gateway does', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const url = `${harness.baseUrl}/ws/@connections/${encodeURIComponent(onlyConnectionId(harness.gateway))}`;

    // Act
    const response = await fetch(url, { method: 'POST', body: '{"forged":true}' });

    // Assert
    expect({
      status: response.status,
      errorType: response.headers.get('x-amzn-errortype'),
      body: await response.json(),
    }).toEqual({
      status: 403,
      errorType: 'MissingAuthenticationTokenException',
      body: { message: 'Missing Authentication Token' },
    });
    socket.close();
  });

  it('refuses a client that signs with another secret', async () => {
    // Arrange
    const socket = await openSocket(`${harness.socketUrl}?token=${GOOD_TOKEN}`);
    const forger = new ApiGatewayManagementApiClient({
      endpoint: `${harness.baseUrl}/ws`,
      region: 'us-east-1',
      credentials: { accessKeyId: harness.credentials.accessKeyId, secretAccessKey: 'guessed' },
      maxAttempts: 1,
    });

    // Act
    const attempt = forger.send(
      new PostToConnectionCommand({ ConnectionId: onlyConnectionId(harness.gateway), Data: encode('{"forged":true}') }),
    );

    // Assert
    await expect(attempt).rejects.toMatchObject({
      name: 'InvalidSignatureException',
      $metadata: { httpStatusCode: 403 },
    });
    forger.destroy();
    socket.close();
  });

  it('refuses a client whose key id the runtime did not issue', async () => {
    // Arrange
    const forger = new ApiGatewayManagementApiClient({
      endpoint: `${harness.baseUrl}/ws`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      maxAttempts: 1,
    });

    // Act
    const attempt = forger.send(new GetConnectionCommand({ ConnectionId: 'Kx1abcd3IAMCJdA=' }));

    // Assert
    await expect(attempt).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
      $metadata: { httpStatusCode: 403 },
    });
    forger.destroy();
  });

  it('leaves paths other than @connections to other handlers', async () => {
    // Arrange
    const endpoint = createConnectionsEndpoint(harness.gateway, { credentials: harness.credentials });
    const request = { url: '/api/v1/chart/', method: 'GET', socket: { remoteAddress: '127.0.0.1' } } as IncomingMessage;

    // Act
    const handled = await endpoint(request, {} as ServerResponse);

    // Assert
    expect(handled).toBe(false);
  });
});
