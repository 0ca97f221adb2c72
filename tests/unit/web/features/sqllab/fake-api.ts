import { vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';

/** One answer of the fake API: a JSON body and its status. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** A request the fake API received: `METHOD path` and its decoded JSON body. */
export interface SeenRequest {
  call: string;
  body: unknown;
}

/**
 * Stubs `fetch` with answers by `METHOD path` (the path with its query string decoded); anything else answers 404.
 * Signs the client in. Answers the requests seen, in order.
 */
export function fakeSqlLabApi(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>): SeenRequest[] {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${decodeURIComponent(String(input))}`;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      seen.push({ call, body });
      const entry = answers[call];
      const answer =
        typeof entry === 'function' ? entry(body) : (entry ?? { status: 404, body: { message: 'Not found' } });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return seen;
}
