import type { HttpResult } from '../lib/http.ts';
import { readEmbeddedUuid } from '../lib/records/embedded-dashboard.ts';
import { inlineScriptHashes, pageContentSecurityPolicy } from '../lib/security-headers.ts';

/** What serving an embedded dashboard's page needs: the web app's shell and where the page's WebSocket is. */
export interface EmbeddedPagePorts {
  /** The built web app's `index.html`, as the site serves it. */
  webShell(): Promise<string>;
  /** WebSocket origins the page connects to besides its own. */
  webSockets: readonly string[];
}

/** An embedding's uuid as the API hands it out; anything else names no embedding (and is never a key read). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An origin as an allowed domain must be written to stand in a CSP source list: scheme, host, optional port. */
const ORIGIN = /^https?:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d{1,5})?$/;

/**
 * Who may frame the page: exactly the embedding's allowed domains, or any site when it lists none (Superset's rule:
 * an empty list allows every domain). Entries that are no origin are dropped, never pasted into the header; a list of
 * nothing but such entries frames nowhere.
 */
export function frameAncestorsOf(allowedDomains: readonly string[]): string[] {
  if (allowedDomains.length === 0) return ['*'];
  const origins = allowedDomains
    .map((domain) => domain.trim().replace(/\/+$/, ''))
    .filter((domain) => ORIGIN.test(domain));
  return origins.length > 0 ? origins : ["'none'"];
}

const NOT_EMBEDDED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found · Skyset</title></head>
<body><p>This dashboard is not embedded, or its embedding was removed.</p></body></html>`;

/**
 * GET /embedded/{uuid}: the web app's page for an embedded dashboard (Superset's `/embedded/<uuid>`), which the
 * embedded SDK loads in its iframe; the page then waits for the SDK to hand it a guest token. Its
 * Content-Security-Policy is the app's with `frame-ancestors` the embedding's allowed domains, so a site not allowed
 * cannot frame it; a uuid that names no embedding answers a 404 page that no site may frame.
 */
export async function embeddedPage(uuid: string, ports: EmbeddedPagePorts): Promise<HttpResult> {
  const embedding = UUID.test(uuid) ? await readEmbeddedUuid(uuid) : undefined;
  if (!embedding) return { statusCode: 404, html: NOT_EMBEDDED_PAGE };
  const html = await ports.webShell();
  const policy = pageContentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    webSockets: ports.webSockets,
    frameAncestors: frameAncestorsOf(embedding.allowed_domains),
  });
  return { statusCode: 200, html, headers: { 'content-security-policy': policy } };
}
