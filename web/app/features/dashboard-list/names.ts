import type { DashboardListItem } from '#shared/api/dashboard.ts';

/** The title of a dashboard saved without one (Superset's placeholder for an untitled dashboard). */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** A dashboard's title for people: its title, or Superset's placeholder for an untitled one. */
export const dashboardName = (dashboard: Pick<DashboardListItem, 'dashboard_title'>): string =>
  dashboard.dashboard_title === null || dashboard.dashboard_title.trim() === ''
    ? UNTITLED_DASHBOARD
    : dashboard.dashboard_title;
