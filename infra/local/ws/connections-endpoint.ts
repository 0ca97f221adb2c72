import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConnectionInfo, WebSocketGateway } from './types.ts';

/** A Node request handler: true when it answered, false when the path is not its own. */
export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The connection id of `<prefix>/@connections/<url-encoded id>`, or undefined for other paths. */
function connectionIdOf(path: string, prefixes: string[]): string | undefined {
  for (const prefix of prefixes) {
    if (!path.startsWith(prefix)) continue;
    const encoded = path.slice(prefix.length);
    if (encoded === '' || encoded.includes('/')) return undefined;
    try {
      return decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Answer in the management API's REST-JSON error style: the SDK picks the exception from `x-amzn-errortype`. */
function answer(res: ServerResponse, status: number, body?: unknown, errorType?: string): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': randomUUID(),
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  res.end(text);
}

/** Read the body; past the cap keep draining (so the client reads the 413) but return undefined. */
async function readCapped(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8');
}

/** GetConnection's wire shape: the SDK's `ConnectedAt`/`Identity`/`LastActiveAt` travel as camelCase JSON names. */
const describe = (info: ConnectionInfo) => ({
  connectedAt: new Date(info.connectedAt).toISOString(),
  identity: { sourceIp: info.sourceIp, userAgent: info.userAgent },
  lastActiveAt: new Date(info.lastActiveAt).toISOString(),
});

async function serve(gateway: WebSocketGateway, req: IncomingMessage, res: ServerResponse, connectionId: string): Promise<void> {
  const gone = (): void => answer(res, 410, { message: null }, 'GoneException');
  if (req.method === 'POST') {
    const data = await readCapped(req, gateway.maxMessageBytes);
    if (data === undefined) return answer(res, 413, { message: 'Request Entity Too Large' }, 'PayloadTooLargeException');
    return gateway.postToConnection(connectionId, data) === 'sent' ? answer(res, 200) : gone();
  }
  if (req.method === 'GET') {
    const info = gateway.getConnection(connectionId);
    return info ? answer(res, 200, describe(info)) : gone();
  }
  if (req.method === 'DELETE') {
    return gateway.deleteConnection(connectionId) ? answer(res, 204) : gone();
  }
  answer(res, 405, { message: 'Method Not Allowed' });
}

/**
 * The `@connections` management API of the local stage (`POST|GET|DELETE <stage>/@connections/{id}`, and
 * without the stage prefix as a custom domain serves it), so the real `ApiGatewayManagementApiClient` with
 * endpoint `http://127.0.0.1:<port>/ws` works. Only callers on this machine may use it: it needs no signature.
 */
export function createConnectionsEndpoint(gateway: WebSocketGateway): NodeRequestHandler {
  const prefixes = [`${gateway.path}/@connections/`, '/@connections/'];
  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    const connectionId = connectionIdOf(path, prefixes);
    if (connectionId === undefined) return false;
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      answer(res, 403, { message: 'Forbidden' }, 'ForbiddenException');
      return true;
    }
    await serve(gateway, req, res, connectionId);
    return true;
  };
}
