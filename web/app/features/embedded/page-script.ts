/**
 * The embedded SDK hands its message port to the page as soon as the iframe has loaded, which may be before the app's
 * code has run: this inline script of the page (root.tsx) keeps the port until the app takes it (host-channel.ts).
 * Only on embedded pages, only ports the framing page itself posts, in the SDK's handshake message. ES5, as it runs
 * before anything else.
 */

/** Where the page's script keeps the ports it received: `ports` until `take` is set, then straight to `take`. */
export const HANDSHAKE_GLOBAL = '__skysetEmbeddedHandshake';

/** The SDK's handshake: `{ type: '__embedded_comms__', handshake: 'port transfer' }` with the port transferred. */
export const HANDSHAKE_MESSAGE_TYPE = '__embedded_comms__';

export const EMBEDDED_HANDSHAKE_SCRIPT = `(function () {
  if (location.pathname.indexOf('/embedded/') !== 0) return;
  var handshake = (window.${HANDSHAKE_GLOBAL} = { ports: [], take: null });
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== window.parent || !data || data.type !== '${HANDSHAKE_MESSAGE_TYPE}') return;
    if (data.handshake !== 'port transfer' || !event.ports || !event.ports[0]) return;
    if (handshake.take) handshake.take(event.ports[0]);
    else handshake.ports.push(event.ports[0]);
  });
})();`;

/** The page script's state, as the app reads it. */
export interface HandshakeState {
  ports: MessagePort[];
  take: ((port: MessagePort) => void) | null;
}
