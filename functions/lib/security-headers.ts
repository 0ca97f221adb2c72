import { createHash } from 'node:crypto';

/**
 * The security headers of every answer, in one place: the API's handlers add the API set to each response (so they
 * hold in both runtimes), the local runtime adds the page set to the web app's files, and in the cloud CloudFront's
 * response headers policies add both (infra/cloud/web-headers.ts), covering API Gateway's own answers too.
 */

/** Browsers may not guess another type than the one sent (no script or style from a CSV or JSON answer). */
const NOSNIFF = 'nosniff';

/** Other sites learn the origin of a link followed from the app, never its path (dashboard ids, permalink keys). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Headers of every API answer: JSON, files and errors are never run, rendered as a page or framed. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': NOSNIFF,
  'referrer-policy': REFERRER_POLICY,
};

/**
 * Caching of API answers unless a handler says otherwise: they are the signed-in caller's data (or a download of it),
 * which no browser or proxy may keep after the caller is gone.
 */
export const API_CACHE_CONTROL = 'no-store';

/** What the web app's page policy depends on: its build and where its WebSocket is. */
export interface PagePolicyInputs {
  /** `'sha256-...'` of each inline script of the built index.html (see inlineScriptHashes). */
  scriptHashes: readonly string[];
  /** WebSocket origins the page connects to besides its own (`ws://127.0.0.1:8088`, the WebSocket API's `wss://` URL). */
  webSockets: readonly string[];
  /**
   * Who may frame the page: its own origin unless told. An embedded dashboard's page names its embedding's allowed
   * domains (functions/dashboards/embedded-page.ts).
   */
  frameAncestors?: readonly string[];
}

/**
 * The web app's Content-Security-Policy, as strict as the app allows: scripts from its own origin or the inline
 * scripts of its build by hash (no `unsafe-inline`, so no injected markup runs), styles inline too (Mantine,
 * Highcharts and CodeMirror set style attributes and elements), images from itself, `data:` and `blob:` (as
 * Superset's default policy), no plugins, no `<base>` elsewhere, forms only to itself, framed by itself only.
 */
export function pageContentSecurityPolicy({ scriptHashes, webSockets, frameAncestors }: PagePolicyInputs): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...webSockets].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${(frameAncestors ?? ["'self'"]).join(' ')}`,
  ].join('; ');
}

/** Headers of an embedded dashboard's page besides its policy: framed by other sites, so no X-Frame-Options. */
export const EMBEDDED_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': NOSNIFF,
  'referrer-policy': REFERRER_POLICY,
  'cache-control': 'no-store',
};

/** Headers of the web app's files besides the policy. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': NOSNIFF,
  'referrer-policy': REFERRER_POLICY,
  // frame-ancestors for browsers that predate it.
  'x-frame-options': 'SAMEORIGIN',
};

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-...'` of each inline script of a built page, in order, as a CSP `script-src` names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** An API answer's headers with the security set (which a handler cannot weaken) and, unless it set one, no-store. */
export function withApiHeaders(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return { 'cache-control': API_CACHE_CONTROL, ...headers, ...API_SECURITY_HEADERS };
}
