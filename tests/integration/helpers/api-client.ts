import { afterAll, beforeAll } from 'vitest';
import { login, startTestRuntime, type TestRuntime } from './runtime.ts';

/** A JSON answer read field by field; the assertions check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON under test
export type JsonBody = Record<string, any>;

/**
 * One HTTP answer as tests read it: the status and the body (parsed when the answer is JSON, else undefined), with
 * the headers and raw bytes for tests that read those. Status and body are its only own fields, so
 * `expect(answer).toEqual({ status, body })` asserts the whole answer as the API gives it.
 */
export class Answer<Body = unknown> {
  readonly status: number;
  readonly body: Body;
  readonly #headers: Headers;
  readonly #bytes: Uint8Array;

  constructor(status: number, body: Body, headers: Headers, bytes: Uint8Array) {
    this.status = status;
    this.body = body;
    this.#headers = headers;
    this.#bytes = bytes;
  }

  get headers(): Headers {
    return this.#headers;
  }

  get bytes(): Uint8Array {
    return this.#bytes;
  }
}

/** A client of one local runtime, logged in as one user (admin unless told); `Body` types the answers' bodies. */
export interface ApiClient<Body = unknown> {
  runtime: TestRuntime;
  token: string;
  get(path: string): Promise<Answer<Body>>;
  /** POST `body` as JSON. */
  post(path: string, body: unknown): Promise<Answer<Body>>;
  /** POST `fields` as an HTML form (application/x-www-form-urlencoded). */
  postForm(path: string, fields: Record<string, string>): Promise<Answer<Body>>;
  /** Any other request; the client's token is sent unless `init` brings its own authorization header. */
  request(path: string, init?: RequestInit): Promise<Answer<Body>>;
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

async function read<Body>(response: Response): Promise<Answer<Body>> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = JSON_TYPE.test(response.headers.get('content-type') ?? '');
  return new Answer(
    response.status,
    (isJson ? JSON.parse(new TextDecoder().decode(bytes)) : undefined) as Body,
    response.headers,
    bytes,
  );
}

/** Start a runtime over the example data and log in as admin; dispose of `client.runtime` after the tests. */
export async function startApiClient<Body = unknown>(): Promise<ApiClient<Body>> {
  return loginApiClient<Body>(await startTestRuntime());
}

/** A client of a runtime already started, logged in as `username` (default the runtime's admin) of `tenant` (default `default`). */
export async function loginApiClient<Body = unknown>(
  runtime: TestRuntime,
  username = 'admin',
  password = 'admin',
  tenant?: string,
): Promise<ApiClient<Body>> {
  const { access_token: token } = await login(runtime.url, username, password, tenant);
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return read<Body>(await fetch(`${runtime.url}${path}`, { ...init, headers }));
  };
  return {
    runtime,
    token,
    request,
    get: (path) => request(path),
    post: (path, body) =>
      request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    postForm: (path, fields) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}

/**
 * The client of a test file that needs nothing else started first: registers hooks that start it before the file's
 * tests and dispose of its runtime after them, and answers it for use inside tests and later hooks.
 */
export function useApiClient<Body = unknown>(): ApiClient<Body> {
  let started: ApiClient<Body> | undefined;
  beforeAll(async () => {
    started = await startApiClient<Body>();
  });
  afterAll(async () => {
    await started?.runtime.dispose();
  });
  const current = (): ApiClient<Body> => {
    if (!started) throw new Error('the API client starts in beforeAll: use it inside tests and hooks');
    return started;
  };
  return {
    get runtime() {
      return current().runtime;
    },
    get token() {
      return current().token;
    },
    get: (path) => current().get(path),
    post: (path, body) => current().post(path, body),
    postForm: (path, fields) => current().postForm(path, fields),
    request: (path, init) => current().request(path, init),
  };
}
