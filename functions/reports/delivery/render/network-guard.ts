import type { BrowserContext } from 'playwright-core';

/** What one rendering refused to fetch: how many requests, by Playwright's resource type, and from which origins. */
export interface BlockedRequests {
  total: number;
  /** `image`, `stylesheet`, `media`, `font`, `fetch`, `document`, `websocket`... */
  byType: Record<string, number>;
  /** The first few distinct origins asked for, for the operator's log (never the mail or the execution log). */
  origins: string[];
}

/** Nothing blocked. */
export const NOTHING_BLOCKED: BlockedRequests = { total: 0, byType: {}, origins: [] };

const MAX_ORIGINS = 10;

/** Two renderings' blocked requests together (a report's PNG and PDF). */
export function addBlocked(a: BlockedRequests, b: BlockedRequests): BlockedRequests {
  const byType = { ...a.byType };
  for (const [type, count] of Object.entries(b.byType)) byType[type] = (byType[type] ?? 0) + count;
  return {
    total: a.total + b.total,
    byType,
    origins: [...new Set([...a.origins, ...b.origins])].slice(0, MAX_ORIGINS),
  };
}

/** Special characters of a regular expression, escaped so an origin matches itself only. */
const escapeRegExp = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * A pattern of every URL outside the allowed origins (with their WebSockets: `wss://host` beside `https://host`) and
 * outside the page's own content (`data:`, `blob:`, `about:`). A pattern, not a function: Playwright matches it in
 * the driver, so the web app's own requests are never sent to this process to be judged (a function made each
 * report about a second slower).
 */
export function outsidePattern(allowedOrigins: readonly string[]): RegExp {
  const origins = allowedOrigins.flatMap((origin) => {
    const url = new URL(origin);
    return [url.origin, `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
  });
  return new RegExp(`^(?!(?:${origins.map(escapeRegExp).join('|')})(?:[/?#]|$))(?!(?:data|blob|about):)`, 'i');
}

/** The errors of a request the browser's lockdown stopped below the routes (a redirect out of the allowed origins). */
const LOCKDOWN_ERRORS = /ERR_PROXY_CONNECTION_FAILED|ERR_TUNNEL_CONNECTION_FAILED/;

/**
 * Page APIs that open connections no request interception sees: WebRTC's ICE (STUN and TURN, over UDP) and
 * WebTransport (QUIC). A report page uses neither; full Chromium also refuses non-proxied UDP by flag (lockdown.ts),
 * the Lambda build's shell has no such flag, so they are taken away before any script of the page runs.
 */
const UNROUTED_APIS = ['RTCPeerConnection', 'webkitRTCPeerConnection', 'WebTransport'];

class Tally {
  private readonly blocked: BlockedRequests = { total: 0, byType: {}, origins: [] };

  add(type: string, url: string): void {
    this.blocked.total += 1;
    this.blocked.byType[type] = (this.blocked.byType[type] ?? 0) + 1;
    const origin = URL.canParse(url) ? new URL(url).origin : url.slice(0, 100);
    if (this.blocked.origins.length < MAX_ORIGINS && !this.blocked.origins.includes(origin))
      this.blocked.origins.push(origin);
  }

  summary(): BlockedRequests {
    return structuredClone(this.blocked);
  }
}

/**
 * Holds a browser context to the allowed origins (the web app's, which also serves its API and WebSocket): every
 * other HTTP(S) request and WebSocket is refused before it leaves the browser and counted by type, and the APIs that
 * open connections no route sees are gone. Service workers must be blocked by the context's options (they fetch
 * around the routes). Answers the count so far.
 */
export async function guardNetwork(
  context: BrowserContext,
  allowedOrigins: readonly string[],
): Promise<() => BlockedRequests> {
  const outside = outsidePattern(allowedOrigins);
  const tally = new Tally();
  await context.route(outside, async (route) => {
    tally.add(route.request().resourceType(), route.request().url());
    await route.abort('blockedbyclient');
  });
  await context.routeWebSocket(outside, async (socket) => {
    tally.add('websocket', socket.url());
    await socket.close();
  });
  // A redirect's next hop is not routed: the lockdown's dead proxy stops it; count it here.
  context.on('requestfailed', (request) => {
    if (LOCKDOWN_ERRORS.test(request.failure()?.errorText ?? '')) tally.add(request.resourceType(), request.url());
  });
  await context.addInitScript((names: string[]) => {
    for (const name of names) Reflect.deleteProperty(globalThis, name);
  }, UNROUTED_APIS);
  return () => tally.summary();
}
