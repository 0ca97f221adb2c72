import { READABLE_CLAIM, ReadableScope } from './readable-scope.ts';
import { scopedRouteExists } from './scoped-routes.ts';

/**
 * A report's screenshot token: what the headless browser signs in with while it renders one report. It carries the
 * executor's claims plus `token_use: report`, the report's id and the resources drawing the report reads
 * (readable-scope.ts), lives for minutes, and may only make the requests of the web app's report mode for those
 * resources (scoped-routes.ts). It never refreshes (the refresh route verifies refresh tokens only) and never writes,
 * so a leaked screenshot token reads one report's chart or dashboard and nothing else.
 */
export const REPORT_TOKEN_USE = 'report';

/** The claim naming the report a screenshot token was issued for. */
export const REPORT_ID_CLAIM = 'report_id';

/** Whether the verified claims are a report's screenshot token (raw JWT payload or API Gateway's string claims). */
export function isReportToken(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  return claims?.token_use === REPORT_TOKEN_USE;
}

/**
 * The scope a token is held to: the resources it names, an empty scope for a report token naming none (fail closed),
 * and undefined for an unscoped token (an access token: its roles decide).
 */
export function tokenScope(claims: Readonly<Record<string, unknown>> | undefined): ReadableScope | undefined {
  if (claims?.[READABLE_CLAIM] !== undefined) return ReadableScope.of(claims);
  return isReportToken(claims) ? ReadableScope.empty() : undefined;
}

/** Whether a caller with these claims may call the route (`METHOD /path`, as the manifest names it) at all. */
export function tokenMayCall(claims: Readonly<Record<string, unknown>> | undefined, routeKey: string): boolean {
  return tokenScope(claims) === undefined || scopedRouteExists(routeKey);
}
