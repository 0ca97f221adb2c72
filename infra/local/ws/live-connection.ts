import { WebSocket } from 'ws';
import type { WebSocketAuthorizerContext } from '#functions/realtime/events.ts';
import type { ConnectionInfo } from './types.ts';
import type { Handshake } from './ws-events.ts';

/** How long a shutdown waits for a client's close frame before cutting the socket. */
const CLOSE_GRACE_MS = 1000;

export interface ConnectionLimits {
  idleTimeoutMs: number;
  maxLifetimeMs: number;
}

/**
 * One accepted socket with what API Gateway keeps about it: the handshake, the authorizer context,
 * the last activity, and the idle and lifetime limits after which it closes the socket (1001 Going away).
 */
export class LiveConnection {
  lastActiveAt: number;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly lifetimeTimer: NodeJS.Timeout;

  constructor(
    readonly socket: WebSocket,
    readonly handshake: Handshake,
    readonly authorizer: WebSocketAuthorizerContext,
    private readonly limits: ConnectionLimits,
  ) {
    this.lastActiveAt = handshake.connectedAt;
    this.lifetimeTimer = setTimeout(() => this.close(1001, 'Going away'), limits.maxLifetimeMs).unref();
    this.touch();
  }

  get connectionId(): string {
    return this.handshake.connectionId;
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Record activity in either direction and restart the idle clock. */
  touch(now = Date.now()): void {
    this.lastActiveAt = now;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(1001, 'Going away'), this.limits.idleTimeoutMs).unref();
  }

  /** Send a text frame (pushes and route responses are text, as API Gateway sends them). */
  send(text: string): void {
    this.touch();
    this.socket.send(text);
  }

  close(code: number, reason: string): void {
    this.stopTimers();
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING)
      this.socket.close(code, reason);
  }

  /** Close and wait until the socket is closed, cutting it if the client does not answer in time. */
  async closeAndWait(code: number, reason: string): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    this.close(code, reason);
    const cut = setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
    await closed;
    clearTimeout(cut);
  }

  stopTimers(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.lifetimeTimer);
  }

  info(): ConnectionInfo {
    return {
      connectionId: this.connectionId,
      connectedAt: this.handshake.connectedAt,
      lastActiveAt: this.lastActiveAt,
      sourceIp: this.handshake.sourceIp,
      userAgent: this.handshake.userAgent,
      authorizer: this.authorizer,
    };
  }
}
