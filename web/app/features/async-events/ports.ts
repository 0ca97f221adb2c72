/** What the async event client needs from the browser; tests pass fakes (no real sockets, timers or storage). */

/** Timers, injected so tests move time by hand instead of sleeping. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** Opens a socket to a URL. */
export type SocketFactory = (url: string) => SocketLike;

/** The part of Web Storage the last event id needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** WebSocket readyState values (the DOM constants, which a fake socket may not carry). */
export const SOCKET_OPEN = 1;
export const SOCKET_CLOSING = 2;

/** The browser's timers. */
export const browserScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
