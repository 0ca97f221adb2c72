import type * as z from 'zod';
import { GUEST_TOKEN_HEADER } from '#shared/security/guest-token-header.ts';
import { loginHref } from './login-paths.ts';
import { ApiError, NO_RESPONSE_STATUS, apiErrorFromResponse } from './api-error.ts';
import { takeEarlyGet } from './early-requests.ts';
import { createTokenRefresher, type RefreshLock } from './token-refresh.ts';
import { authTokens, type TokenStore } from './token-store.ts';

/** Options of one API call: `fetch`'s options plus a JSON body, a response schema and an opt-out of auth. */
export interface ApiFetchInit<T> extends Omit<RequestInit, 'body'> {
  /** Validates (and types) the JSON answer; without it the caller's `T` is trusted. */
  schema?: z.ZodType<T>;
  /** Sent as the JSON body with `Content-Type: application/json`. */
  json?: unknown;
  body?: BodyInit | null;
  /** No bearer token, and a 401 is an ordinary error (the login form uses this). */
  anonymous?: boolean;
  /** Receives a successful answer's headers (a dashboard's `ETag`, for instance) before its body is decoded. */
  onHeaders?: (headers: Headers) => void;
}

/** What the client needs from its surroundings; tests pass fakes. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  tokens: TokenStore;
  /** Path and query of the page the user is on, to come back after signing in again. */
  currentPath: () => string;
  /** Leaves for the login page once the session cannot be renewed. */
  redirectToLogin: (href: string) => void;
  /** Keeps other tabs from refreshing at the same time (the browser's Web Locks unless given). */
  refreshLock?: RefreshLock;
}

/** A GET with no body and no headers of its own: what an early request (early-requests.ts) answers the same. */
const isPlainGet = (init: ApiFetchInit<unknown>): boolean =>
  (init.method ?? 'GET').toUpperCase() === 'GET' &&
  init.json === undefined &&
  init.body == null &&
  init.headers === undefined;

/** Shown when the session ended and the user is being sent to the login page. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Shown when an embedded dashboard's guest token is refused: its host application did not renew it in time. */
export const GUEST_SESSION_EXPIRED_MESSAGE = 'This embedded dashboard could not be authorized. Please reload the page.';

/** Builds an API client: bearer token, one refresh-and-retry on 401, Superset error parsing. */
export function createApiClient(deps: ApiClientDeps) {
  const refresh = createTokenRefresher(deps.fetch, deps.tokens, deps.refreshLock);

  async function send(path: string, init: ApiFetchInit<unknown>, accessToken: string | undefined): Promise<Response> {
    const { schema: _schema, json, anonymous: _anonymous, onHeaders: _onHeaders, ...requestInit } = init;
    const headers = new Headers(requestInit.headers);
    headers.set('Accept', 'application/json');
    // A guest sends its token as Superset's embedded client does.
    if (accessToken !== undefined && deps.tokens.read()?.guest) headers.set(GUEST_TOKEN_HEADER, accessToken);
    else if (accessToken !== undefined) headers.set('Authorization', `Bearer ${accessToken}`);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : requestInit.body;
    const early = isPlainGet(init) && accessToken !== undefined ? takeEarlyGet(path, accessToken) : undefined;
    try {
      return await (early ?? deps.fetch(path, { ...requestInit, headers, body }));
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(NO_RESPONSE_STATUS, ['Could not reach the server. Check your connection and try again.'], {
        cause,
      });
    }
  }

  function sendToLogin(): never {
    deps.tokens.clear();
    deps.redirectToLogin(loginHref(deps.currentPath()));
    throw new ApiError(401, [SESSION_EXPIRED_MESSAGE]);
  }

  async function retryAfterRefresh(
    path: string,
    init: ApiFetchInit<unknown>,
    failedAccessToken: string | undefined,
  ): Promise<Response> {
    // A guest's token is renewed by its host application alone: nothing to refresh, no login page to go to.
    if (deps.tokens.read()?.guest) throw new ApiError(401, [GUEST_SESSION_EXPIRED_MESSAGE]);
    const accessToken = await refresh(failedAccessToken);
    const retried = accessToken === null ? null : await send(path, init, accessToken);
    if (retried !== null && retried.status !== 401) return retried;
    return sendToLogin();
  }

  /**
   * Calls the Skyset API and returns the decoded JSON answer (`undefined` for an empty body).
   * Throws ApiError for failed answers; on a 401 it refreshes the token once and retries once,
   * and if that fails too it forgets the tokens and sends the user to the login page.
   */
  async function apiFetch<T>(path: string, init: ApiFetchInit<T> = {}): Promise<T> {
    const accessToken = init.anonymous ? undefined : deps.tokens.read()?.access_token;
    // Without a session a protected call can only fail: go to the login page without sending it.
    if (!init.anonymous && !accessToken) sendToLogin();
    let response = await send(path, init, accessToken);
    if (response.status === 401 && !init.anonymous) response = await retryAfterRefresh(path, init, accessToken);
    if (!response.ok) throw await apiErrorFromResponse(response);
    init.onHeaders?.(response.headers);
    return decodeBody(response, init.schema);
  }

  /**
   * Calls the API for a file (a CSV or XLSX export): the same auth, refresh and error handling as apiFetch, but the
   * answer is the body as a Blob with the file name the server gave in `Content-Disposition`, if any.
   */
  async function apiDownload(path: string, init: ApiFetchInit<never> = {}): Promise<DownloadedFile> {
    const accessToken = deps.tokens.read()?.access_token;
    if (!accessToken) sendToLogin();
    let response = await send(path, init, accessToken);
    if (response.status === 401) response = await retryAfterRefresh(path, init, accessToken);
    if (!response.ok) throw await apiErrorFromResponse(response);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  }

  return { apiFetch, apiDownload };
}

/** A file the API answered: its bytes and the name the server suggested. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''...` preferred over `filename="..."`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

const UNEXPECTED_ANSWER_MESSAGE = 'The server sent an answer this page does not understand.';

async function decodeBody<T>(response: Response, schema: z.ZodType<T> | undefined): Promise<T> {
  const body = parseJson(await response.text());
  if (schema === undefined) return body as T;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(NO_RESPONSE_STATUS, [UNEXPECTED_ANSWER_MESSAGE], { cause: parsed.error });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError(NO_RESPONSE_STATUS, [UNEXPECTED_ANSWER_MESSAGE], { cause });
  }
}

/** The app's API client over the browser's fetch, localStorage and location. */
export const { apiFetch, apiDownload } = createApiClient({
  // Looked up per call so tests can stub the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  tokens: authTokens,
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  redirectToLogin: (href) => window.location.assign(href),
});
