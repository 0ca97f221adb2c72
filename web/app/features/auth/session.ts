import { LoginResponse, type CurrentUser } from '#shared/web-api/security.ts';
import { api } from '../../core/api.ts';
import { apiFetch } from '../../core/http/client.ts';
import { authTokens } from '../../core/http/token-store.ts';
import { toApiError } from '../../core/query-error.ts';
import { store } from '../../core/store.ts';
import { reloadTenantTheme } from '../tenant-theme/index.ts';
import { authApi } from './api.ts';

/** What the login form collects. */
export interface Credentials {
  username: string;
  password: string;
  /** The workspace (tenant) to sign in to; the server's `default` when absent. */
  tenant?: string;
}

/**
 * Signs in with the database provider, keeps both tokens, forgets anything cached for a previous user and reads the
 * workspace's theme.
 */
export async function logIn(credentials: Credentials): Promise<void> {
  const tokens = await apiFetch('/api/v1/security/login', {
    method: 'POST',
    json: { ...credentials, provider: 'db', refresh: true },
    schema: LoginResponse,
    anonymous: true,
  });
  authTokens.write({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
  store.dispatch(api.util.resetApiState());
  // The workspace signed in to may have another theme than the one this page drew with.
  void reloadTenantTheme();
}

/** Forgets the session on this device, and every answer cached for it. */
export function logOut(): void {
  authTokens.clear();
  store.dispatch(api.util.resetApiState());
}

/** Whether a session is stored; the server still decides whether it is valid. */
export function hasSession(): boolean {
  return authTokens.read() !== null;
}

/**
 * Starts asking for the signed-in user's roles, for a route loader whose page reads them (RTK Query keeps the answer
 * a while, and the page's query takes it): the page then renders with them, instead of rendering again when they
 * arrive. Not awaited: a failure is the page's query's to show.
 */
export function preloadMyRoles(): void {
  void store.dispatch(authApi.endpoints.getMyRoles.initiate(undefined, { subscribe: false }));
}

/**
 * The signed-in user, for route loaders. The layout and the page below it ask during the same navigation
 * (their loaders run in parallel); RTK Query shares one request between them and keeps the answer a while.
 * Failures reject with an ApiError, which route error boundaries understand.
 */
export async function loadCurrentUser(): Promise<CurrentUser> {
  const request = store.dispatch(authApi.endpoints.getMe.initiate());
  try {
    return await request.unwrap();
  } catch (error) {
    throw toApiError(error);
  } finally {
    request.unsubscribe();
  }
}
