import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '#functions/lib/logger.ts';
import { isLoopback, type LocalCredentials } from '../sigv4/credentials.ts';
import { readSignedBody } from '../sigv4/signed-body.ts';
import { verifySignature } from '../sigv4/verify-signature.ts';
import type { LocalQueueBroker } from './broker.ts';
import { type QueueClock, systemClock } from './clock.ts';
import { sqsActions } from './sqs-actions.ts';
import { SqsError, sqsErrors } from './sqs-errors.ts';

/** Path prefix of the emulated SQS API on the local runtime's HTTP server. */
export const SQS_PATH_PREFIX = '/_local/sqs';

/** Largest request read: a full batch of 256 KB with JSON escaping headroom; SQS's own limits apply after parsing. */
const MAX_REQUEST_BYTES = 2 * 1024 * 1024;
const CONTENT_TYPE = 'application/x-amz-json-1.0';

export interface SqsEndpointOptions {
  /** The local runtime's origin, e.g. `http://127.0.0.1:3000`; queue URLs are `<baseUrl>/_local/sqs/000000000000/<queue>`. */
  baseUrl: string;
  /** The runtime's per-start credentials: only requests signed with them are answered. */
  credentials: LocalCredentials;
  /** Time to check a signature's date against; default wall time. */
  clock?: Pick<QueueClock, 'now'>;
}

/** A Node request handler: true when it answered, false when the path is not its own. */
export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * The SQS JSON 1.0 protocol over the local broker, so the real `SQSClient` (endpoint from env
 * AWS_ENDPOINT_URL_SQS) sends to the local queue exactly as it does to SQS. Like SQS it answers only
 * signed requests: from this machine, signed (SigV4) with the credentials the runtime gave its handlers,
 * so neither another host nor a web page open in a local browser can send jobs.
 */
export function createSqsEndpoint(broker: LocalQueueBroker, options: SqsEndpointOptions): NodeRequestHandler {
  const context = { broker, endpointUrl: `${options.baseUrl.replace(/\/+$/, '')}${SQS_PATH_PREFIX}` };
  const clock = options.clock ?? systemClock;
  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    if (path !== SQS_PATH_PREFIX && !path.startsWith(`${SQS_PATH_PREFIX}/`)) return false;
    try {
      if (!isLoopback(req.socket.remoteAddress)) throw sqsErrors.accessDenied();
      const body = await readSignedBody(req, MAX_REQUEST_BYTES);
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        bodySha256: body.sha256,
      };
      const fault = await verifySignature(request, {
        credentials: options.credentials,
        service: 'sqs',
        now: clock.now(),
      });
      if (fault !== undefined) throw sqsErrors.unauthenticated(fault);
      const action = actionOf(req);
      if (body.text === undefined) throw sqsErrors.batchTooLong(body.bytes);
      writeJson(res, 200, await action(parseJson(body.text), context));
    } catch (error) {
      writeError(res, error);
    }
    return true;
  };
}

/** The action named by `X-Amz-Target: AmazonSQS.<Operation>`. */
function actionOf(req: IncomingMessage) {
  const target = String(req.headers['x-amz-target'] ?? '');
  const operation = target.startsWith('AmazonSQS.') ? target.slice('AmazonSQS.'.length) : target;
  const action = req.method === 'POST' ? sqsActions[operation] : undefined;
  if (action === undefined) throw sqsErrors.unsupportedOperation(operation || `${req.method} without X-Amz-Target`);
  return action;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    throw sqsErrors.serialization('Request body is not valid JSON.');
  }
}

function writeJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': CONTENT_TYPE,
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': randomUUID(),
    ...headers,
  });
  res.end(text);
}

/** SQS's JSON error shape; anything unexpected is logged and answered as SQS's InternalError. */
function writeError(res: ServerResponse, error: unknown): void {
  if (!(error instanceof SqsError)) logger.error('local SQS endpoint failed', { error });
  const sqsError = error instanceof SqsError ? error : sqsErrors.internal();
  writeJson(
    res,
    sqsError.status,
    { __type: sqsError.type, message: sqsError.message },
    { 'x-amzn-query-error': sqsError.queryErrorHeader },
  );
}
