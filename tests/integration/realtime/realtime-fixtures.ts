import type { WebSocketAuthorizerContext, WebSocketEvent } from '#functions/realtime/events.ts';
import { lambdaContext } from '#infra/local/http/lambda-context.ts';
import { connectEvent, disconnectEvent, type Handshake } from '#infra/local/ws/ws-events.ts';

export const ALICE: WebSocketAuthorizerContext = {
  sub: 'user-7',
  username: 'alice',
  tenant: 'acme',
  roles: 'Admin Gamma',
  principalId: 'user-7',
};

/** 2026-11-22T07:00:00Z */
export const CONNECTED_AT = 1_795_330_800_000;

/** A handshake as the local gateway records it. */
export function handshake(connectionId: string, query?: Record<string, string>): Handshake {
  return {
    connectionId,
    connectedAt: CONNECTED_AT,
    stage: 'ws',
    domainName: '127.0.0.1:3000',
    sourceIp: '127.0.0.1',
    userAgent: 'vitest',
    headers: { Host: '127.0.0.1:3000' },
    multiValueHeaders: { Host: ['127.0.0.1:3000'] },
    ...(query ? { query, multiValueQuery: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])) } : {}),
  };
}

export const connectOf = (connectionId: string, query?: Record<string, string>, authorizer = ALICE): WebSocketEvent =>
  connectEvent(handshake(connectionId, query), authorizer);

export const disconnectOf = (connectionId: string, authorizer = ALICE): WebSocketEvent =>
  disconnectEvent(handshake(connectionId), authorizer, 1000, '');

export const context = () => lambdaContext('realtime', 'req-1', 3000);
