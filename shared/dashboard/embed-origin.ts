/**
 * The allowed domains of an embedded dashboard are web origins: what a browser sends in `Origin` and puts first in
 * `Referer` for the page that frames the dashboard. Only that exact form can ever match, so anything else (a bare
 * host, a path, a trailing slash, upper case, a default port, a wildcard) is refused where it is written, not
 * silently ignored. Written without `URL`, which this code (run by the functions and the browser) does not assume.
 */

/** An example shown where an origin is asked for. */
export const EMBED_ORIGIN_EXAMPLE = 'https://app.example.com';

/** Why an entry is refused, as the server words it. */
export const EMBED_ORIGIN_MESSAGE = `Not a valid origin: write the scheme and host, with a port if needed, and no path (e.g. ${EMBED_ORIGIN_EXAMPLE}).`;

/** One label of a host name (or one number of an IPv4 address), in lower case as browsers send it. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** `scheme://host[:port]`: a host name or IPv4 address, or an IPv6 address in brackets; a port without leading zero. */
const ORIGIN = new RegExp(`^(https?)://(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::([1-9][0-9]{0,4}))?$`);

/** The port browsers leave out of an origin, by scheme. */
const DEFAULT_PORT: Readonly<Record<string, string>> = { http: '80', https: '443' };

/** Whether `value` is an http(s) origin written as browsers send it: `https://app.example.com`, `http://localhost:5173`. */
export function isEmbedOrigin(value: string): boolean {
  const match = ORIGIN.exec(value);
  if (!match) return false;
  const [, scheme, port] = match;
  return port === undefined || (Number(port) <= 65535 && port !== DEFAULT_PORT[scheme!]);
}
