import { RefreshResponse } from '#shared/web-api/security.ts';
import { ApiError, NO_RESPONSE_STATUS } from './api-error.ts';
import type { TokenStore } from './token-store.ts';

/** Path of Superset's access-token refresh endpoint. */
export const REFRESH_PATH = '/api/v1/security/refresh';

/**
 * Returns a function that trades the refresh token for a new access token and stores it.
 * Concurrent callers share one request, so a burst of 401s costs a single refresh.
 * Resolves `null` when the server refuses (the session is over); rejects on network failure,
 * which must not sign the user out.
 */
export function createTokenRefresher(fetchFn: typeof fetch, tokens: TokenStore): () => Promise<string | null> {
  let pending: Promise<string | null> | null = null;
  return () => {
    pending ??= refreshOnce(fetchFn, tokens).finally(() => {
      pending = null;
    });
    return pending;
  };
}

async function refreshOnce(fetchFn: typeof fetch, tokens: TokenStore): Promise<string | null> {
  const refreshToken = tokens.read()?.refresh_token;
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
  tokens.write({ access_token: parsed.data.access_token, refresh_token: refreshToken });
  return parsed.data.access_token;
}
