import { RefreshResponse } from '#shared/web-api/security.ts';
import { ApiError, NO_RESPONSE_STATUS } from './api-error.ts';
import type { TokenStore } from './token-store.ts';

/** Path of Superset's access-token refresh endpoint. */
export const REFRESH_PATH = '/api/v1/security/refresh';

/** Runs `work` while no other tab of the app refreshes: refresh tokens are single use, and tabs share them. */
export type RefreshLock = <T>(work: () => Promise<T>) => Promise<T>;

/** The browser's Web Locks (one lock over every tab of the origin); without them, no lock. */
export const browserRefreshLock: RefreshLock = async (work) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('skyset.auth.refresh', work) : work();
};

/**
 * Returns a function that trades the refresh token for new tokens and stores both: the server answers a new refresh
 * token and spends the one used, so using it twice would end the session. Concurrent callers share one request, and
 * tabs take turns (`lock`); a caller whose failed access token was already replaced (by another tab, or an earlier
 * refresh) gets the stored one without refreshing again. Resolves `null` when the server refuses (the session is
 * over); rejects on network failure, which must not sign the user out.
 */
export function createTokenRefresher(
  fetchFn: typeof fetch,
  tokens: TokenStore,
  lock: RefreshLock = browserRefreshLock,
): (failedAccessToken?: string) => Promise<string | null> {
  let pending: Promise<string | null> | null = null;
  return (failedAccessToken) => {
    pending ??= lock(() => refreshOnce(fetchFn, tokens, failedAccessToken)).finally(() => {
      pending = null;
    });
    return pending;
  };
}

async function refreshOnce(
  fetchFn: typeof fetch,
  tokens: TokenStore,
  failedAccessToken: string | undefined,
): Promise<string | null> {
  const stored = tokens.read();
  if (stored && failedAccessToken !== undefined && stored.access_token !== failedAccessToken)
    return stored.access_token;
  const refreshToken = stored?.refresh_token;
  if (refreshToken === undefined) return null;
  const response = await fetchFn(REFRESH_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
  }).catch((cause: unknown) => {
    throw new ApiError(NO_RESPONSE_STATUS, ['Could not reach the server.'], { cause });
  });
  if (!response.ok) return null;
  const parsed = RefreshResponse.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return null;
  // A server that does not rotate (Superset) answers no refresh token: the one used stays valid.
  tokens.write({ access_token: parsed.data.access_token, refresh_token: parsed.data.refresh_token ?? refreshToken });
  return parsed.data.access_token;
}
