/**
 * The dashboard page at `/superset/dashboard/{id_or_slug}/`: hydration, the layout on Superset's grid, chart cards,
 * the header and its menus. Its only public face.
 */
export { DashboardPage, type DashboardPageProps } from './dashboard-page.tsx';
export { DASHBOARD_ACCESS_DENIED, DashboardErrorView } from './dashboard-error-view.tsx';
export { loadDashboard, loadDashboardCharts, type DashboardModel } from './load-dashboard.ts';
export { prefetchShownCharts } from './prefetch-charts.ts';
export { dashboardUrlState, type DashboardUrlState } from './url-state.ts';
export { layoutOf } from './layout/layout-of.ts';
export { DashboardPermalinkResponse } from './api-schemas.ts';
export { EmbeddedBridge } from './embedded-bridge.tsx';
