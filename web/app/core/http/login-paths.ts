/** Path of the sign-in page (Superset's URL, trailing slash included). */
export const LOGIN_PATH = '/login/';

/** Where to send someone who must sign in before seeing `nextPath`. */
export function loginHref(nextPath: string): string {
  if (nextPath === '/' || nextPath === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(nextPath)}`;
}

/**
 * The in-app path to continue to after signing in. Anything that could leave the site
 * (`//evil.example`, `https://...`, `/\evil`) or loop back to the login page becomes `/`.
 */
export function safeNextPath(raw: string | null): string {
  if (raw === null || !raw.startsWith('/')) return '/';
  if (raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/login' || raw.startsWith(LOGIN_PATH)) return '/';
  return raw;
}

/** Path and query of a URL, the part worth returning to. */
export function pathWithSearch(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
