import type { LocalRuntime } from '#infra/local/runtime.ts';

/** A JSON answer of the API as the benches read it. */
export interface BenchAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A client of one local runtime signed in as one user (admin unless told), sending and answering JSON. */
export interface BenchApi {
  /** The access token (for the WebSocket). */
  token: string;
  get(path: string): Promise<BenchAnswer>;
  post(path: string, body: unknown): Promise<BenchAnswer>;
}

/** Signs in to `runtime` (in this process or another, by its URL) as `user` and answers its client. */
export async function benchApiOf(
  runtime: Pick<LocalRuntime, 'url'>,
  user = { username: 'admin', password: 'admin' },
): Promise<BenchApi> {
  const login = await fetch(`${runtime.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, provider: 'db' }),
  });
  if (login.status !== 200)
    throw new Error(`signing in ${user.username} answered ${login.status}: ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const send = async (path: string, init: RequestInit): Promise<BenchAnswer> => {
    const response = await fetch(`${runtime.url}${path}`, { ...init, headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    token,
    get: (path) => send(path, {}),
    post: (path, body) => send(path, { method: 'POST', body: JSON.stringify(body) }),
  };
}
