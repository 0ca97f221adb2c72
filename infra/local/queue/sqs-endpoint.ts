import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '#functions/lib/logger.ts';
import type { LocalQueueBroker } from './broker.ts';
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
}

/** A Node request handler: true when it answered, false when the path is not its own. */
export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * The SQS JSON 1.0 protocol over the local broker, so the real `SQSClient` (endpoint from env
 * AWS_ENDPOINT_URL_SQS) sends to the local queue exactly as it does to SQS.
 */
export function createSqsEndpoint(broker: LocalQueueBroker, options: SqsEndpointOptions): NodeRequestHandler {
  const context = { broker, endpointUrl: `${options.baseUrl.replace(/\/+$/, '')}${SQS_PATH_PREFIX}` };
  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    if (path !== SQS_PATH_PREFIX && !path.startsWith(`${SQS_PATH_PREFIX}/`)) return false;
    try {
      const action = actionOf(req);
      const input = parseJson(await readBody(req));
      writeJson(res, 200, await action(input, context));
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

/** Read the whole body; past the cap keep draining (so the client sees our answer) but refuse it. */
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
  }
  if (size > MAX_REQUEST_BYTES) throw sqsErrors.batchTooLong(size);
  return Buffer.concat(chunks).toString('utf8');
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
  writeJson(res, sqsError.status, { __type: sqsError.type, message: sqsError.message }, { 'x-amzn-query-error': sqsError.queryErrorHeader });
}
