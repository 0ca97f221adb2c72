import { guestSession } from '../../core/http/token-store.ts';
import { HANDSHAKE_GLOBAL, type HandshakeState } from './page-script.ts';
import { HostChannel } from './host-channel.ts';

/** How long the page waits for its host's channel and first guest token. */
const FIRST_TOKEN_TIMEOUT_MS = 30_000;

/** Why an embedded page shows no dashboard: opened outside an embedding, or its host gave it no token. */
export const NOT_IN_HOST_MESSAGE =
  'This dashboard is embedded: it shows inside the application that embeds it, which signs its viewers in.';
export const NO_TOKEN_MESSAGE =
  'The application embedding this dashboard did not authorize it. Please reload the page.';

let session: Promise<HostChannel> | undefined;

/** The first port the SDK hands over (kept by the page's inline script if it came before this code ran). */
function firstPort(): Promise<MessagePort> {
  const handshake = (window as unknown as Record<string, HandshakeState | undefined>)[HANDSHAKE_GLOBAL];
  if (!handshake) return Promise.reject(new Error(NOT_IN_HOST_MESSAGE));
  const kept = handshake.ports.shift();
  if (kept) return Promise.resolve(kept);
  return new Promise((resolve) => {
    handshake.take = (port) => {
      handshake.take = null;
      resolve(port);
    };
  });
}

/**
 * The embedded page's session with its host: the SDK's channel, with `guestToken` taken on every emit (the first one and
 * each renewal) as the page's guest session. Resolves once the first token has arrived; rejects when the page is not
 * framed, or when no token comes in time. One per page.
 */
export function openEmbeddedSession(): Promise<HostChannel> {
  session ??= new Promise<HostChannel>((resolve, reject) => {
    if (window.parent === window) {
      reject(new Error(NOT_IN_HOST_MESSAGE));
      return;
    }
    const timer = setTimeout(() => reject(new Error(NO_TOKEN_MESSAGE)), FIRST_TOKEN_TIMEOUT_MS);
    firstPort().then((port) => {
      const channel = new HostChannel(port);
      channel.defineMethod('guestToken', (args) => {
        const token = (args as { guestToken?: unknown } | undefined)?.guestToken;
        if (typeof token !== 'string' || token === '') return;
        guestSession.set(token);
        clearTimeout(timer);
        resolve(channel);
      });
      channel.start();
    }, reject);
  });
  return session;
}
