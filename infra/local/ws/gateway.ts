import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { type RawData, WebSocketServer } from 'ws';
import { rejectUpgrade, runHandshake } from './handshake.ts';
import { LiveConnection } from './live-connection.ts';
import type { WebSocketGateway, WebSocketGatewayOptions } from './types.ts';
import { describeHandshake, disconnectEvent, messageEvent } from './ws-events.ts';

const DEFAULTS = { idleTimeoutMs: 10 * 60_000, maxMessageBytes: 128 * 1024, maxLifetimeMs: 2 * 3600_000 };

type Settings = Required<WebSocketGatewayOptions>;

/** API Gateway's answer to a client when the `$default` integration fails. */
const integrationFailure = (connection: LiveConnection, requestId: string): string =>
  JSON.stringify({ message: 'Internal server error', connectionId: connection.connectionId, requestId });

async function routeMessage(
  settings: Settings,
  connection: LiveConnection,
  data: RawData,
  isBinary: boolean,
): Promise<void> {
  // API Gateway refuses binary frames by closing with 1003 (text-encoded binary is the documented way).
  if (isBinary) return connection.close(1003, 'Binary frames are not supported');
  connection.touch();
  const event = messageEvent(connection.handshake, connection.authorizer, (data as Buffer).toString('utf8'));
  try {
    const result = await settings.invokeRoute('$default', event);
    if (result?.body && connection.isOpen) connection.send(result.body);
  } catch (error) {
    settings.log(`$default ${connection.connectionId} failed: ${(error as Error).stack ?? String(error)}`);
    if (connection.isOpen) connection.send(integrationFailure(connection, event.requestContext.requestId));
  }
}

/**
 * Attach a local API Gateway WebSocket stage to `server`: upgrades on `options.path` run the `$connect`
 * authorizer and route, frames become `$default` events, closes become `$disconnect` events, with
 * API Gateway's message cap, idle timeout and connection lifetime.
 */
export function attachWebSocketGateway(server: Server, options: WebSocketGatewayOptions): WebSocketGateway {
  const settings: Settings = { ...DEFAULTS, log: () => undefined, ...options };
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes });
  const connections = new Map<string, LiveConnection>();
  const disconnects = new Set<Promise<unknown>>();

  const onClose = (connection: LiveConnection, code: number, reason: Buffer): void => {
    connection.stopTimers();
    connections.delete(connection.connectionId);
    settings.log(`ws ${connection.connectionId} closed (${code})`);
    const event = disconnectEvent(connection.handshake, connection.authorizer, code, reason.toString('utf8'));
    const done = settings
      .invokeRoute('$disconnect', event)
      .catch((error: unknown) => settings.log(`$disconnect failed: ${String(error)}`));
    disconnects.add(done);
    void done.finally(() => disconnects.delete(done));
  };

  const accept = async (request: IncomingMessage, socket: Socket, head: Buffer, url: URL): Promise<void> => {
    const handshake = describeHandshake(request, url, settings.path.replace(/^\//, ''));
    const outcome = await runHandshake(settings, handshake);
    if (!outcome.accepted) return rejectUpgrade(socket, outcome.status, outcome.body);
    wss.handleUpgrade(request, socket, head, (socketOfClient) => {
      const connection = new LiveConnection(socketOfClient, handshake, outcome.authorizer, settings);
      connections.set(connection.connectionId, connection);
      settings.log(`ws ${connection.connectionId} connected`);
      socketOfClient.on('message', (data, isBinary) => void routeMessage(settings, connection, data, isBinary));
      socketOfClient.on('error', (error) => settings.log(`ws ${connection.connectionId} error: ${error.message}`));
      socketOfClient.on('close', (code, reason) => onClose(connection, code, reason));
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Socket, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== settings.path) {
      // Leave other paths to other upgrade listeners, if there are any.
      if (server.listenerCount('upgrade') === 1) rejectUpgrade(socket, 404);
      return;
    }
    socket.on('error', () => undefined);
    accept(request, socket, head, url).catch((error: unknown) => {
      settings.log(`ws upgrade failed: ${(error as Error).stack ?? String(error)}`);
      rejectUpgrade(socket, 500);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    path: settings.path,
    maxMessageBytes: settings.maxMessageBytes,
    connections,
    postToConnection: (id, data) => postTo(connections.get(id), data, settings.maxMessageBytes),
    getConnection: (id) => connections.get(id)?.info(),
    deleteConnection: (id) => {
      const connection = connections.get(id);
      connection?.close(1000, '');
      return connection !== undefined;
    },
    close: async () => {
      server.off('upgrade', onUpgrade);
      await Promise.all([...connections.values()].map((connection) => connection.closeAndWait(1001, 'Going away')));
      await Promise.all(disconnects);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** `PostToConnection`: send when open, `gone` otherwise; oversized data is the caller's error. */
function postTo(connection: LiveConnection | undefined, data: string, maxBytes: number): 'sent' | 'gone' {
  if (Buffer.byteLength(data) > maxBytes)
    throw new RangeError(`Message of ${Buffer.byteLength(data)} bytes exceeds ${maxBytes}`);
  if (!connection?.isOpen) return 'gone';
  connection.send(data);
  return 'sent';
}
