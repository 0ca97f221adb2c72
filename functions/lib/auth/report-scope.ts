import { GUEST_TOKEN_USE } from './guest-token.ts';
import { READABLE_CLAIM, ReadableScope } from './readable-scope.ts';
import { scopedRouteExists, type ScopedTokenKind } from './scoped-routes.ts';

/**
 * A report's screenshot token: what the headless browser signs in with while it renders one report. It carries the
 * executor's claims plus `token_use: report`, the report's id and the resources drawing the report reads
 * (readable-scope.ts), lives for minutes, and may only make the requests of the web app's report mode for those
 * resources (scoped-routes.ts). It never refreshes (the refresh route verifies refresh tokens only) and never writes,
 * so a leaked screenshot token reads one report's chart or dashboard and nothing else. A guest token
 * (guest-token.ts) is scoped the same way, to its embedded dashboards.
 */
export const REPORT_TOKEN_USE = 'report';

/** The claim naming the report a screenshot token was issued for. */
export const REPORT_ID_CLAIM = 'report_id';

/** Whether the verified claims are a report's screenshot token (raw JWT payload or API Gateway's string claims). */
export function isReportToken(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  return claims?.token_use === REPORT_TOKEN_USE;
}

/** The kind of scoped token the claims are, or undefined for an access token (its roles alone decide). */
export function scopedKind(claims: Readonly<Record<string, unknown>> | undefined): ScopedTokenKind | undefined {
  if (claims?.token_use === GUEST_TOKEN_USE) return 'guest';
  return isReportToken(claims) || claims?.[READABLE_CLAIM] !== undefined ? 'report' : undefined;
}

/**
 * The scope a token is held to: the resources it names, an empty scope for a scoped token naming none (fail closed),
 * and undefined for an unscoped token (an access token: its roles decide).
 */
export function tokenScope(claims: Readonly<Record<string, unknown>> | undefined): ReadableScope | undefined {
  if (scopedKind(claims) === undefined) return undefined;
  return ReadableScope.of(claims) ?? ReadableScope.empty();
}

/** Whether a caller with these claims may call the route (`METHOD /path`, as the manifest names it) at all. */
export function tokenMayCall(claims: Readonly<Record<string, unknown>> | undefined, routeKey: string): boolean {
  const kind = scopedKind(claims);
  return kind === undefined || scopedRouteExists(kind, routeKey);
}
