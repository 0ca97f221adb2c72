import { AsyncEventQuery, channelOf, listEventsAfter } from '../async/index.ts';
import { readClaims } from '../lib/claims.ts';
import { deleteConnection, saveConnection } from '../lib/connections.ts';
import type { WebSocketEvent, WebSocketResult } from './events.ts';

const json = (statusCode: number, body: unknown): WebSocketResult => ({ statusCode, body: JSON.stringify(body) });

/** `$connect`: register the connection under the caller's channel. */
export async function connect(event: WebSocketEvent): Promise<WebSocketResult> {
  const claims = readClaims(event.requestContext.authorizer);
  const { connectionId, connectedAt } = event.requestContext;
  // The user's async channel, the same one GET /api/v1/async_event/ reads, so every tab of theirs sees their jobs.
  const channelId = channelOf(claims);
  await saveConnection(claims.tenant, {
    connectionId,
    channelId,
    userId: claims.sub,
    username: claims.username,
    connectedAt,
  });
  return { statusCode: 200 };
}

/** `$disconnect`: forget the connection (API Gateway already closed it). */
export async function disconnect(event: WebSocketEvent): Promise<WebSocketResult> {
  const claims = readClaims(event.requestContext.authorizer);
  await deleteConnection(claims.tenant, event.requestContext.connectionId);
  return { statusCode: 200 };
}

function messageOf(body: string | undefined): { action?: unknown; last_id?: unknown } {
  try {
    const message: unknown = JSON.parse(body ?? '');
    return typeof message === 'object' && message !== null ? message : {};
  } catch {
    return {};
  }
}

/**
 * The events of the caller's channel after `last_id` (at most 100), for a client that (re)connects: pushes
 * cannot be sent from inside `$connect`, so the client asks once its socket is open.
 */
async function replay(event: WebSocketEvent, lastId: unknown): Promise<WebSocketResult> {
  const parsed = AsyncEventQuery.safeParse({ last_id: lastId === undefined ? undefined : String(lastId) });
  if (!parsed.success) return json(400, { message: 'Not a valid event id.' });
  const claims = readClaims(event.requestContext.authorizer);
  const events = await listEventsAfter(claims.tenant, channelOf(claims), parsed.data.last_id ?? 0, 100);
  return json(200, { type: 'replay', events });
}

/**
 * `$default`: client actions, answered as the route response. `ping` keeps the connection inside API Gateway's
 * 10-minute idle limit; `replay` sends what was missed. Anything else, JSON or not, is refused politely.
 */
export async function answerMessage(event: WebSocketEvent): Promise<WebSocketResult> {
  const message = messageOf(event.body);
  if (message.action === 'ping') return json(200, { type: 'pong' });
  if (message.action === 'replay') return replay(event, message.last_id);
  return json(400, { message: 'Unknown action' });
}
