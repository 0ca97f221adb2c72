import { SOCKET_CLOSING, SOCKET_OPEN, type Scheduler, type SocketFactory, type SocketLike } from './ports.ts';
import { ReplayMessage, parseEvents, type AsyncEvent } from './schema.ts';
import { EVENT_PAGE_SIZE } from './settings.ts';

/** What the socket transport works with. */
export interface SocketTransportOptions {
  /** The absolute socket URL with the current access token, or null when there is no session to connect with. */
  socketUrl: () => string | null;
  createSocket: SocketFactory;
  scheduler: Scheduler;
  lastEventId: () => string | null;
  onEvents: (events: AsyncEvent[]) => void;
  /** Called once when the socket cannot connect (or keeps dropping) past the retry budget. */
  onGiveUp: () => void;
  maxRetries: number;
  retryDelayMs: number;
  pingIntervalMs: number;
}

/** A started transport; `stop` closes it for good. */
export interface Transport {
  stop(): void;
}

function parseMessage(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * The WebSocket side, as Superset's middleware runs it: on close, wait and reconnect; a successful open resets the
 * retry count; past the budget hand over to polling. Pushes cannot be sent while API Gateway runs `$connect`, so
 * once open the client asks for a replay after its last event id (also sent as `last_id` in the URL, as Superset
 * does) and keeps asking while replays come back full.
 */
export function startSocketTransport(options: SocketTransportOptions): Transport {
  let socket: SocketLike | null = null;
  let retries = 0;
  let stopped = false;
  let timer: unknown = null;

  const schedule = (callback: () => void, ms: number) => {
    options.scheduler.clearTimeout(timer);
    timer = options.scheduler.setTimeout(callback, ms);
  };
  const requestReplay = (target: SocketLike) => {
    const lastId = options.lastEventId();
    target.send(JSON.stringify(lastId === null ? { action: 'replay' } : { action: 'replay', last_id: lastId }));
  };
  const ping = (target: SocketLike) => {
    if (stopped || target !== socket || target.readyState !== SOCKET_OPEN) return;
    target.send(JSON.stringify({ action: 'ping' }));
    schedule(() => ping(target), options.pingIntervalMs);
  };

  function onMessage(target: SocketLike, data: unknown): void {
    const message = parseMessage(data);
    const replay = ReplayMessage.safeParse(message);
    if (replay.success) {
      options.onEvents(parseEvents(replay.data.events));
      if (replay.data.events.length >= EVENT_PAGE_SIZE) requestReplay(target);
      return;
    }
    // A push is a bare event; pongs and refusals parse to nothing and are dropped.
    options.onEvents(parseEvents([message]));
  }

  function onClose(target: SocketLike): void {
    if (stopped || target !== socket) return;
    socket = null;
    schedule(() => {
      retries += 1;
      if (retries <= options.maxRetries) connect();
      else options.onGiveUp();
    }, options.retryDelayMs);
  }

  function connect(): void {
    const base = options.socketUrl();
    if (base === null) return options.onGiveUp();
    const url = new URL(base);
    const lastId = options.lastEventId();
    if (lastId !== null) url.searchParams.set('last_id', lastId);
    const target = options.createSocket(url.toString());
    socket = target;
    target.addEventListener('open', () => {
      retries = 0;
      requestReplay(target);
      schedule(() => ping(target), options.pingIntervalMs);
    });
    target.addEventListener('message', (event) => onMessage(target, event.data));
    target.addEventListener('error', () => {
      if (target.readyState < SOCKET_CLOSING) target.close();
    });
    target.addEventListener('close', () => onClose(target));
  }

  connect();
  return {
    stop() {
      stopped = true;
      options.scheduler.clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
