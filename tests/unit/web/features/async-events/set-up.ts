import {
  DEFAULT_ASYNC_EVENT_SETTINGS,
  createAsyncEventClient,
  eventsFetcher,
  type AsyncTransportKind,
} from '../../../../../web/app/features/async-events/index.ts';
import { FakeScheduler, FakeSocket, memoryStorage, stubbedApiClient } from './fakes.ts';

/** What `GET /api/v1/chart/data/<key>` answers in these tests. */
export const CHART_RESULT = {
  result: [{ data: [{ name: 'Alice', count: 3 }], colnames: ['name', 'count'], rowcount: 1 }],
};

export interface SetUpOptions {
  transport?: AsyncTransportKind;
  stored?: Record<string, string>;
  /** Successive answers of the event list; past the end it answers no events. */
  polls?: unknown[][];
  /** Answer of the result URL. */
  result?: { status: number; body: unknown };
}

/** An async event client over fake timers, sockets and storage, with the real API client over a stubbed fetch. */
export function setUpClient({
  transport = 'ws',
  stored = {},
  polls = [],
  result = { status: 200, body: CHART_RESULT },
}: SetUpOptions = {}) {
  const scheduler = new FakeScheduler();
  const sockets: FakeSocket[] = [];
  const storage = memoryStorage(stored);
  const queue = [...polls];
  const api = stubbedApiClient((url) =>
    url.startsWith('/api/v1/async_event/') ? { status: 200, body: { result: queue.shift() ?? [] } } : result,
  );
  const client = createAsyncEventClient({
    transport,
    settings: DEFAULT_ASYNC_EVENT_SETTINGS,
    scheduler,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    socketUrl: () => 'ws://skyset.test/ws?token=access-1',
    fetchEvents: eventsFetcher(api.apiFetch),
    storage: () => storage,
  });
  const lastSocket = () => {
    const socket = sockets.at(-1);
    if (socket === undefined) throw new Error('no socket was opened');
    return socket;
  };
  return { client, scheduler, sockets, lastSocket, storage, api };
}

/** Watches a promise without awaiting it, to tell a pending wait from a settled one. */
export function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}
