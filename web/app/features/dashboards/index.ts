/** Dashboards as other screens use them (the dashboard screens themselves come with their own feature work). */
export { dashboardsApi, type DashboardChoice } from './api.ts';
export { DashboardPicker, type DashboardPick, useDashboardPick } from './dashboard-picker.tsx';
