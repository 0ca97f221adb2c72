import { EMBED_ORIGIN_EXAMPLE, isEmbedOrigin } from '#shared/dashboard/embed-origin.ts';

/** The entries of the "Allowed Domains" field: split on commas and white space (as Superset does), empty ones dropped. */
export const splitDomains = (text: string): string[] => text.split(/[\s,]+/).filter((entry) => entry !== '');

/** The field's text for saved domains. */
export const joinDomains = (domains: readonly string[]): string => domains.join(', ');

/** Whether the field says something other than the saved domains (Superset's "Save changes" waits for a change). */
export const domainsChanged = (text: string, saved: readonly string[]): boolean =>
  splitDomains(text).join(',') !== saved.join(',');

/** What the field holds: the domains to send, or why it cannot be sent (one line per refused entry). */
export type DomainsCheck = { ok: true; domains: string[] } | { ok: false; problems: string[] };

/** The origin an http(s) URL belongs to, when it is one (`https://App.example.com/x` is `https://app.example.com`). */
export function originOf(entry: string): string | null {
  if (!/^https?:\/\//i.test(entry)) return null;
  try {
    const { origin } = new URL(entry);
    return isEmbedOrigin(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** The origin `entry` looks like: its own once normalized, or, written without a scheme, its HTTPS one. */
function likelyOrigin(entry: string): string | null {
  return originOf(entry) ?? (/^[\w.-]+(?::\d+)?(?:\/.*)?$/.test(entry) ? originOf(`https://${entry}`) : null);
}

/** Why `entry` is not an origin, with the origin it looks like when there is one. */
function problemOf(entry: string): string {
  const origin = likelyOrigin(entry);
  return origin
    ? `"${entry}" is not an origin: did you mean ${origin}?`
    : `"${entry}" is not an origin (a scheme and a host, e.g. ${EMBED_ORIGIN_EXAMPLE}).`;
}

/** Reads the field as the server will: every entry must be an origin (shared/dashboard/embed-origin.ts). */
export function checkDomains(text: string): DomainsCheck {
  const entries = splitDomains(text);
  const problems = entries.filter((entry) => !isEmbedOrigin(entry)).map(problemOf);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, domains: entries };
}
