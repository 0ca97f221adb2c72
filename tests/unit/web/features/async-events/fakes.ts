import { vi } from 'vitest';
import { createApiClient } from '../../../../../web/app/core/http/client.ts';
import { AUTH_STORAGE_KEY, createTokenStore } from '../../../../../web/app/core/http/token-store.ts';
import type { Scheduler, SocketLike } from '../../../../../web/app/features/async-events/index.ts';

/** Lets pending promise callbacks and fetch bodies settle (no timers of the code under test run). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A scheduler whose time moves only when the test says so. */
export class FakeScheduler implements Scheduler {
  now = 0;
  private tasks: { id: number; at: number; callback: () => void }[] = [];
  private nextId = 1;

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.tasks.push({ id, at: this.now + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.tasks = this.tasks.filter((task) => task.id !== handle);
  }

  /** Runs every task due within `ms`, in time order, letting promises settle after each. */
  async advance(ms: number): Promise<void> {
    const target = this.now + ms;
    for (;;) {
      const due = this.tasks.filter((task) => task.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (due === undefined) break;
      this.tasks = this.tasks.filter((task) => task !== due);
      this.now = due.at;
      due.callback();
      await flush();
    }
    this.now = target;
  }
}

type Listener = (event: { data: unknown }) => void;

/** A WebSocket the test opens, feeds and drops by hand; `sent` holds what the client sent, decoded. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  private listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: Listener): void;
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    this.emit('close');
  }

  open(): void {
    this.readyState = 1;
    this.emit('open');
  }

  receive(message: unknown): void {
    this.emit('message', { data: JSON.stringify(message) });
  }

  /** The handshake failed or the connection dropped: an error, then the browser closes it. */
  fail(): void {
    this.emit('error');
  }

  private emit(type: string, event: { data: unknown } = { data: undefined }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A Web Storage stand-in over a Map. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

/** The app's real API client over a stubbed fetch answering `answers(url)` with JSON, and the fetch to inspect. */
export function stubbedApiClient(answers: (url: string) => { status: number; body: unknown }) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const { status, body } = answers(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  const storage = memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify({ access_token: 'access-1' }) });
  const tokens = createTokenStore(() => ({ ...storage, removeItem: (key: string) => void storage.map.delete(key) }));
  const client = createApiClient({ fetch, tokens, currentPath: () => '/explore/', redirectToLogin: vi.fn() });
  return { apiFetch: client.apiFetch, fetch, requestedUrls: () => fetch.mock.calls.map(([input]) => String(input)) };
}

/** A job event as the server sends it. */
export function jobEvent(id: string, jobId: string, status = 'done', extra: Record<string, unknown> = {}) {
  return {
    id,
    channel_id: '7',
    job_id: jobId,
    user_id: 7,
    status,
    errors: [],
    result_url: status === 'done' ? `/api/v1/chart/data/${'a'.repeat(64)}` : null,
    ...extra,
  };
}
