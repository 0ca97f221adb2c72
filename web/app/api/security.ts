import { LoginResponse, MeResponse, MyRolesResponse, type CurrentUser } from '#shared/web-api/security.ts';
import { apiFetch } from './client.ts';
import { authTokens } from './token-store.ts';

/** What the login form collects. */
export interface Credentials {
  username: string;
  password: string;
  /** The workspace (tenant) to sign in to; the server's `default` when absent. */
  tenant?: string;
}

/** Signs in with the database provider and keeps both tokens for later requests. */
export async function logIn(credentials: Credentials): Promise<void> {
  const tokens = await apiFetch('/api/v1/security/login', {
    method: 'POST',
    json: { ...credentials, provider: 'db', refresh: true },
    schema: LoginResponse,
    anonymous: true,
  });
  authTokens.write({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
}

/** Forgets the session on this device. */
export function logOut(): void {
  authTokens.clear();
}

/** Whether a session is stored; the server still decides whether it is valid. */
export function hasSession(): boolean {
  return authTokens.read() !== null;
}

let currentUserRequest: Promise<CurrentUser> | null = null;

/**
 * The signed-in user from `/api/v1/me/`. The layout and the page below it both ask during the same
 * navigation (their loaders run in parallel); they share one request instead of sending two.
 */
export function getCurrentUser(): Promise<CurrentUser> {
  currentUserRequest ??= apiFetch('/api/v1/me/', { schema: MeResponse })
    .then((answer) => answer.result)
    .finally(() => {
      currentUserRequest = null;
    });
  return currentUserRequest;
}

/** The signed-in user's roles and data-access permissions from `/api/v1/me/roles/`. */
export async function getMyRoles(signal?: AbortSignal): Promise<MyRolesResponse['result']> {
  const answer = await apiFetch('/api/v1/me/roles/', { schema: MyRolesResponse, signal });
  return answer.result;
}
