import { startEarlyGets } from '../../core/http/early-requests.ts';
import { dashboardPath } from './api-paths.ts';

/** The dashboard screen's URL (routes.ts: `superset/dashboard/:idOrSlug`), not its permalinks (`/p/:key`). */
const DASHBOARD_URL = /^\/superset\/dashboard\/([^/]+)\/?$/;

/**
 * On a dashboard's URL, starts the three requests its loader makes first (the dashboard, its charts, its datasets)
 * before the app's code has loaded: a cold open waits for its data and its code side by side, not one after the other.
 */
export function startDashboardRequests(pathname: string, token: string): void {
  const match = DASHBOARD_URL.exec(pathname);
  if (!match || match[1] === 'p') return;
  let idOrSlug: string;
  try {
    idOrSlug = decodeURIComponent(match[1]!);
  } catch {
    return;
  }
  const path = dashboardPath(idOrSlug);
  startEarlyGets([path, `${path}/charts`, `${path}/datasets`], token);
}
