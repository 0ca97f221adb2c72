import { createEventRouter } from './event-router.ts';
import { createLastEventId } from './last-event-id.ts';
import type { KeyValueStorage, Scheduler, SocketFactory } from './ports.ts';
import { startPollingTransport, type PollingTransport } from './polling-transport.ts';
import type { AsyncEvent, AsyncJobMetadata } from './schema.ts';
import type { AsyncEventSettings } from './settings.ts';
import { startSocketTransport, type Transport } from './socket-transport.ts';

/** Superset's GLOBAL_ASYNC_QUERIES_TRANSPORT: push over a WebSocket, or polling only. */
export type AsyncTransportKind = 'ws' | 'polling';

/** What an async event client is built from; the page's client uses the browser's, tests pass fakes. */
export interface AsyncEventClientDeps {
  transport: AsyncTransportKind;
  settings: AsyncEventSettings;
  scheduler: Scheduler;
  createSocket: SocketFactory;
  /** The absolute socket URL carrying the current access token, or null without a session. */
  socketUrl: () => string | null;
  fetchEvents: (lastId: string | null) => Promise<AsyncEvent[]>;
  storage: () => KeyValueStorage | undefined;
}

/** Waits for async jobs over one shared connection. */
export interface AsyncEventClient {
  /** Resolves with the job's final event (`done` or `error`); rejects with an AbortError when `signal` aborts. */
  waitForAsyncEvent(job: Pick<AsyncJobMetadata, 'job_id'>, signal?: AbortSignal): Promise<AsyncEvent>;
  /** Which transport currently carries events: null before the first wait. */
  activeTransport(): AsyncTransportKind | null;
  /** Closes the connection (tests, sign-out). */
  close(): void;
}

/** The error a wait rejects with when its signal aborts, like an aborted fetch. */
export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * One connection per client, opened on the first wait and kept for the page's life: the socket when the transport
 * is `ws`, switching for good to polling once the socket is past its retry budget.
 */
export function createAsyncEventClient(deps: AsyncEventClientDeps): AsyncEventClient {
  const lastEventId = createLastEventId(deps.storage);
  const router = createEventRouter(lastEventId);
  const onEvents = (events: AsyncEvent[]) => router.deliver(events);
  let active: AsyncTransportKind | null = null;
  let socket: Transport | null = null;
  let polling: PollingTransport | null = null;

  function startPolling(): void {
    socket = null;
    active = 'polling';
    polling = startPollingTransport({
      fetchEvents: deps.fetchEvents,
      scheduler: deps.scheduler,
      lastEventId: lastEventId.read,
      onEvents,
      isWanted: router.hasListeners,
      delayMs: deps.settings.pollingDelayMs,
    });
  }

  function startSocket(): void {
    active = 'ws';
    socket = startSocketTransport({
      socketUrl: deps.socketUrl,
      createSocket: deps.createSocket,
      scheduler: deps.scheduler,
      lastEventId: lastEventId.read,
      onEvents,
      onGiveUp: startPolling,
      maxRetries: deps.settings.wsConnectMaxRetries,
      retryDelayMs: deps.settings.wsConnectErrorDelayMs,
      pingIntervalMs: deps.settings.pingIntervalMs,
    });
  }

  function ensureConnected(): void {
    if (active === null) return deps.transport === 'ws' ? startSocket() : startPolling();
    polling?.wake();
  }

  function waitForAsyncEvent(job: Pick<AsyncJobMetadata, 'job_id'>, signal?: AbortSignal): Promise<AsyncEvent> {
    return new Promise<AsyncEvent>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      let stopListening: () => void = () => undefined;
      const onAbort = () => {
        stopListening();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      stopListening = router.listen(job.job_id, (event) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(event);
      });
      ensureConnected();
    });
  }

  return {
    waitForAsyncEvent,
    activeTransport: () => active,
    close() {
      socket?.stop();
      polling?.stop();
      socket = null;
      polling = null;
      active = null;
    },
  };
}
