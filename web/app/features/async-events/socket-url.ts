import { SOCKET_PATH } from './settings.ts';

/** Query parameter the WebSocket `$connect` authorizer reads the access token from (browsers cannot set headers). */
export const SOCKET_TOKEN_PARAMETER = 'token';

/**
 * The socket URL for a page: the same origin at `/ws` (locally the runtime's gateway, in the cloud CloudFront's `/ws`
 * behaviour to the WebSocket API stage), `wss:` under HTTPS, with the access token in the query.
 */
export function socketUrlFor(pageHref: string, accessToken: string): string {
  const url = new URL(SOCKET_PATH, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set(SOCKET_TOKEN_PARAMETER, accessToken);
  return url.toString();
}
