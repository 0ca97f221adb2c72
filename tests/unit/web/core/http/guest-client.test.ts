import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../web/app/core/http/api-error.ts';
import { GUEST_SESSION_EXPIRED_MESSAGE, createApiClient } from '../../../../../web/app/core/http/client.ts';
import type { TokenStore } from '../../../../../web/app/core/http/token-store.ts';

/** A client holding an embedded dashboard's guest token, over a fake fetch answering `status`. */
function guestClient(status: number) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ result: 1 }), { status }));
  const tokens: TokenStore = {
    read: () => ({ access_token: 'guest.token', guest: true }),
    write: vi.fn(),
    clear: vi.fn(),
  };
  const redirectToLogin = vi.fn();
  const client = createApiClient({ fetch, tokens, currentPath: () => '/embedded/u', redirectToLogin });
  return { client, fetch, tokens, redirectToLogin };
}

describe('the API client of a guest', () => {
  it("sends the guest token in X-GuestToken, as Superset's embedded client does, and no bearer token", async () => {
    // Arrange
    const { client, fetch } = guestClient(200);

    // Act
    await client.apiFetch('/api/v1/dashboard/1');

    // Assert
    const headers = new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect([headers.get('X-GuestToken'), headers.get('Authorization')]).toEqual(['guest.token', null]);
  });

  it('on a 401 neither refreshes nor leaves for the login page: its host renews its token', async () => {
    // Arrange
    const { client, fetch, tokens, redirectToLogin } = guestClient(401);

    // Act
    const failure = await client.apiFetch('/api/v1/dashboard/1').catch((error: unknown) => error);

    // Assert
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).messages).toEqual([GUEST_SESSION_EXPIRED_MESSAGE]);
    expect([
      fetch.mock.calls.length,
      redirectToLogin.mock.calls.length,
      vi.mocked(tokens.clear).mock.calls.length,
    ]).toEqual([1, 0, 0]);
  });
});
