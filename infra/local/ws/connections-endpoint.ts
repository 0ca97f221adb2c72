import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopback, type LocalCredentials } from '../sigv4/credentials.ts';
import { readSignedBody } from '../sigv4/signed-body.ts';
import { type SignatureFault, verifySignature } from '../sigv4/verify-signature.ts';
import type { ConnectionInfo, WebSocketGateway } from './types.ts';

/** A Node request handler: true when it answered, false when the path is not its own. */
export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface ConnectionsEndpointOptions {
  /** The runtime's per-start credentials: only requests signed with them are answered. */
  credentials: LocalCredentials;
  /** Epoch ms to check a signature's date against; default wall time. */
  now?: () => number;
}

const SIGNATURE_MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.';

/** API Gateway's answer (a 403 with this error type and message) to each way a request can fail SigV4. */
const signatureErrors: Record<SignatureFault, { type: string; message: string }> = {
  missing: { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
  incomplete: {
    type: 'IncompleteSignatureException',
    message: 'The request signature does not conform to AWS standards.',
  },
  'unknown-key': {
    type: 'UnrecognizedClientException',
    message: 'The security token included in the request is invalid.',
  },
  expired: {
    type: 'InvalidSignatureException',
    message: 'Signature expired: the request date is more than 15 minutes from the server time.',
  },
  mismatch: { type: 'InvalidSignatureException', message: SIGNATURE_MISMATCH },
};

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

/** GetConnection's wire shape: the SDK's `ConnectedAt`/`Identity`/`LastActiveAt` travel as camelCase JSON names. */
const describe = (info: ConnectionInfo) => ({
  connectedAt: new Date(info.connectedAt).toISOString(),
  identity: { sourceIp: info.sourceIp, userAgent: info.userAgent },
  lastActiveAt: new Date(info.lastActiveAt).toISOString(),
});

/** Answer one management call; `data` is the body, undefined when it was over the gateway's cap. */
function serve(
  gateway: WebSocketGateway,
  req: IncomingMessage,
  res: ServerResponse,
  connectionId: string,
  data: string | undefined,
): void {
  const gone = (): void => answer(res, 410, { message: null }, 'GoneException');
  if (req.method === 'POST') {
    if (data === undefined)
      return answer(res, 413, { message: 'Request Entity Too Large' }, 'PayloadTooLargeException');
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
 * endpoint `http://127.0.0.1:<port>/ws` works. As API Gateway does, it answers only SigV4-signed requests, and
 * only those signed with the credentials the runtime gave its handlers and sent from this machine, so neither
 * another host nor a web page open in a local browser can push to, read or close a user's connection.
 */
export function createConnectionsEndpoint(
  gateway: WebSocketGateway,
  options: ConnectionsEndpointOptions,
): NodeRequestHandler {
  const prefixes = [`${gateway.path}/@connections/`, '/@connections/'];
  const now = options.now ?? Date.now;
  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    const connectionId = connectionIdOf(path, prefixes);
    if (connectionId === undefined) return false;
    if (!isLoopback(req.socket.remoteAddress)) {
      answer(res, 403, { message: 'Forbidden' }, 'ForbiddenException');
      return true;
    }
    const body = await readSignedBody(req, gateway.maxMessageBytes);
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, bodySha256: body.sha256 };
    const fault = await verifySignature(request, {
      credentials: options.credentials,
      service: 'execute-api',
      now: now(),
    });
    if (fault === undefined) serve(gateway, req, res, connectionId, body.text);
    else answer(res, 403, { message: signatureErrors[fault].message }, signatureErrors[fault].type);
    return true;
  };
}
