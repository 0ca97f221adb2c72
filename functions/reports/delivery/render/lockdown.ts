/**
 * A proxy address nothing listens on: every connection the browser would make through it fails at once. The discard
 * port of the loopback interface, which no Lambda container or worker serves.
 */
export const DEAD_PROXY = 'http://127.0.0.1:9';

/**
 * Chromium flags that hold the whole browser to the allowed origins below the page's routes (network-guard.ts):
 * every connection goes to a dead proxy except those to the allowed hosts and ports (`<-loopback>` removes Chromium's
 * implicit bypass of localhost, which would let a page reach the worker's own services). This stops what request
 * interception cannot see: the next hop of a redirect, `<link rel=preconnect>` sockets, WebRTC's TURN over TCP. No
 * host but the allowed ones resolves, so neither `<link rel=dns-prefetch>` nor a blocked request asks a DNS server
 * anything. Full Chromium also sends WebRTC's UDP only through the proxy, that is never.
 */
export function lockdownArgs(allowedOrigins: readonly string[]): string[] {
  const urls = allowedOrigins.map((origin) => new URL(origin));
  // host:port with no scheme: the app's WebSocket (`ws(s)://` on the same host) is bypassed with its pages.
  const bypass = urls.map((url) => (url.port ? url.host : `${url.host}:${url.protocol === 'https:' ? 443 : 80}`));
  const resolvable = [...new Set(urls.map((url) => url.hostname))].map((host) => `EXCLUDE ${host}`);
  return [
    `--proxy-server=${DEAD_PROXY}`,
    `--proxy-bypass-list=<-loopback>;${bypass.join(';')}`,
    `--host-resolver-rules=${['MAP * ~NOTFOUND', ...resolvable].join(', ')}`,
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  ];
}
