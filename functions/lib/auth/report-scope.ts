/**
 * A report's screenshot token: what the headless browser signs in with while it renders one report. It carries the
 * executor's claims plus `token_use: report` and the report's id, lives for minutes, and may only read: GET routes and
 * the chart data query (a POST that reads). It never refreshes (the refresh route verifies refresh tokens only) and
 * never writes, so a leaked screenshot token cannot change anything.
 */
export const REPORT_TOKEN_USE = 'report';

/** The claim naming the report a screenshot token was issued for. */
export const REPORT_ID_CLAIM = 'report_id';

/** The one POST route a report page needs: running its charts' queries. */
const READING_POSTS = new Set(['POST /api/v1/chart/data']);

/** Whether the verified claims are a report's screenshot token (raw JWT payload or API Gateway's string claims). */
export function isReportToken(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  return claims?.token_use === REPORT_TOKEN_USE;
}

/** Whether a caller with these claims may call the route (`METHOD /path`, as the manifest names it). */
export function tokenMayCall(claims: Readonly<Record<string, unknown>> | undefined, routeKey: string): boolean {
  if (!isReportToken(claims)) return true;
  return routeKey.startsWith('GET ') || READING_POSTS.has(routeKey);
}
