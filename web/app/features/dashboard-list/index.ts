/** Superset's dashboard list (`/dashboard/list/`). */
export { DashboardListPage } from './dashboard-list-page.tsx';
export { useCreateDashboard } from './use-create-dashboard.ts';
