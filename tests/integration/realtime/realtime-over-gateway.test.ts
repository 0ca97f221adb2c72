import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ApiGatewayPush } from '#functions/lib/adapters/push/api-gateway-push.ts';
import { ensureSigningKeyFile, loadSigningKeys, type SigningKeys } from '#functions/lib/auth/signing-keys.ts';
import { localTokenVerifier } from '#functions/lib/auth/token-verifier.ts';
import { listChannelConnections, pushToChannel, saveConnection } from '#functions/lib/connections.ts';
import { createAuthorizer } from '#functions/realtime/authorizer.ts';
import { createRealtimeHandler } from '#functions/realtime/handler.ts';
import { attachWebSocketGateway, createConnectionsEndpoint, type WebSocketGateway } from '#infra/local/ws/index.ts';
import { startTestDynalite, type TestDynalite } from '../helpers/dynalite.ts';
import { closed, eventually, nextMessage, openSocket } from '../ws/ws-harness.ts';
import { context } from './realtime-fixtures.ts';

const VERIFY = { issuer: 'skyset-local', audience: 'skyset', tokenUse: 'access' as const };

function accessToken(keys: SigningKeys, sub: string): Promise<string> {
  return new SignJWT({ token_use: 'access', username: 'alice', tenant: 'acme', roles: ['Admin'] })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
    .setSubject(sub)
    .setIssuer(VERIFY.issuer)
    .setAudience(VERIFY.audience)
    .setExpirationTime('5m')
    .sign(keys.privateKey);
}

describe('realtime handlers behind the local gateway, pushing through the real management client', () => {
  let dynalite: TestDynalite;
  let folder: string;
  let keys: SigningKeys;
  let server: Server;
  let gateway: WebSocketGateway;
  let baseUrl: string;
  beforeAll(async () => {
    dynalite = await startTestDynalite();
    folder = await mkdtemp(join(tmpdir(), 'skyset-realtime-'));
    await ensureSigningKeyFile(join(folder, 'key.pem'));
    keys = await loadSigningKeys(join(folder, 'key.pem'));
    const realtime = createRealtimeHandler();
    server = createServer();
    gateway = attachWebSocketGateway(server, {
      path: '/ws',
      invokeAuthorizer: createAuthorizer(localTokenVerifier(keys.publicKey, VERIFY)),
      invokeRoute: (_routeKey, event) => realtime(event, context()),
    });
    // The push client signs with the key pair startTestDynalite put in the environment, as the runtime's handlers do.
    const credentials = {
      accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
    };
    const endpoint = createConnectionsEndpoint(gateway, { credentials });
    server.on('request', (req, res) => void endpoint(req, res).then((handled) => handled || res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await dynalite.stop();
    await rm(folder, { recursive: true, force: true });
  });

  const connectAs = async (sub: string): Promise<WebSocket> =>
    openSocket(`${baseUrl.replace('http', 'ws')}/ws?token=${await accessToken(keys, sub)}`);

  it("delivers a channel push to the user's open socket", async () => {
    // Arrange
    const socket = await connectAs('11');
    const received = nextMessage(socket);

    // Act
    const outcome = await pushToChannel(new ApiGatewayPush({ endpoint: `${baseUrl}/ws` }), 'acme', '11', {
      status: 'done',
      job_id: 'j-9',
    });

    // Assert
    expect({ outcome, received: JSON.parse(await received) }).toEqual({
      outcome: { sent: 1, gone: 0, failed: 0 },
      received: { status: 'done', job_id: 'j-9' },
    });
    socket.close();
  });

  it('answers a ping with a pong', async () => {
    // Arrange
    const socket = await connectAs('12');
    const reply = nextMessage(socket);

    // Act
    socket.send('{"action":"ping"}');

    // Assert
    expect(await reply).toBe('{"type":"pong"}');
    socket.close();
  });

  it('forgets the connection when the client closes', async () => {
    // Arrange
    const socket = await connectAs('13');
    const closing = closed(socket);

    // Act
    socket.close();
    await closing;

    // Assert
    await eventually(() => gateway.connections.size === 0);
    await expect.poll(() => listChannelConnections('acme', '13')).toEqual([]);
  });

  it('prunes a registered connection the gateway no longer knows, through a real GoneException', async () => {
    // Arrange
    await saveConnection('acme', {
      connectionId: 'Stale1abcdIAMC==',
      channelId: '14',
      userId: '14',
      username: 'alice',
      connectedAt: Date.now(),
    });

    // Act
    const outcome = await pushToChannel(new ApiGatewayPush({ endpoint: `${baseUrl}/ws` }), 'acme', '14', {
      status: 'done',
    });

    // Assert
    expect({ outcome, left: await listChannelConnections('acme', '14') }).toEqual({
      outcome: { sent: 0, gone: 1, failed: 0 },
      left: [],
    });
  });

  it('refuses a socket without a token with 401', async () => {
    // Arrange
    const url = `${baseUrl.replace('http', 'ws')}/ws`;

    // Act
    const attempt = openSocket(url);

    // Assert
    await expect(attempt).rejects.toThrow('HTTP 401');
  });
});
