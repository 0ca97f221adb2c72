import { type EarlyScreen, SCREEN_KEY } from '../../core/http/early-requests.ts';
import { dashboardPath } from './api-paths.ts';

const dashboard = dashboardPath(SCREEN_KEY);

/**
 * A dashboard's URL (routes.ts: `superset/dashboard/:idOrSlug`, not its permalinks `/p/:key`), the requests its
 * page makes first (the dashboard, its charts and datasets, the user and the user's roles, the tenant's theme) and its
 * routes' code. The page's first script starts them (root.tsx), so a dashboard open waits for its data and its code
 * side by side, and for its code while the app's own starts, not one after the other.
 */
export const DASHBOARD_EARLY_REQUESTS: EarlyScreen = {
  pathPattern: '^/superset/dashboard/([^/]+)/?$',
  notKeys: ['p'],
  // The tenant's theme too (features/tenant-theme's SYSTEM_THEME_PATH, written out: this file imports next to nothing).
  paths: [
    dashboard,
    `${dashboard}/charts`,
    `${dashboard}/datasets`,
    '/api/v1/me/',
    '/api/v1/me/roles/',
    '/api/v1/theme/system',
  ],
  routeIds: ['routes/app-layout', 'routes/dashboard'],
};
