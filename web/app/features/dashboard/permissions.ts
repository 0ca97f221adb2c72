import { useMemo } from 'react';
import type { RolePermissions } from '#shared/web-api/security.ts';
import { useGetMeQuery, useGetMyRolesQuery } from '../auth/index.ts';

/** What the signed-in user may do with the open dashboard. */
export interface DashboardPermissions {
  /** Edit the layout, properties, CSS and publish state: `can_write` on Dashboard, and an owner or an admin. */
  canEdit: boolean;
  /** Export chart data: `can_csv` on Superset. */
  canDownload: boolean;
  /** Share a chart's link: `can_share_chart` on Superset. */
  canShareChart: boolean;
  /** Share the dashboard's link: `can_share_dashboard` on Superset. */
  canShareDashboard: boolean;
  /** Open a chart in Explore and see its query: `can_read` on Explore (not an embedded dashboard's guest). */
  canExplore: boolean;
  /** Drill to detail: `can_samples` on Datasource (raw rows; not an embedded dashboard's guest). */
  canDrill: boolean;
  /** "Embed dashboard": `can_set_embedded` on Dashboard, and an owner or an admin (as the server asks). */
  canSetEmbedded: boolean;
}

/** Before the user and roles are known: nothing. */
export const NO_DASHBOARD_PERMISSIONS: DashboardPermissions = {
  canEdit: false,
  canDownload: false,
  canShareChart: false,
  canShareDashboard: false,
  canExplore: false,
  canDrill: false,
  canSetEmbedded: false,
};

const hasGrant = (roles: RolePermissions, permission: string, view: string) =>
  Object.values(roles).some((grants) => grants.some(([name, on]) => name === permission && on === view));

/** Superset's dashboard permissions from the user's roles and id and the dashboard's owners. */
export function dashboardPermissions(
  roles: RolePermissions,
  userId: number | undefined,
  ownerIds: readonly number[],
): DashboardPermissions {
  const admin = Object.keys(roles).some((role) => role.toLowerCase() === 'admin');
  const owner = userId !== undefined && ownerIds.includes(userId);
  return {
    canEdit: (admin || hasGrant(roles, 'can_write', 'Dashboard')) && (admin || owner),
    canDownload: admin || hasGrant(roles, 'can_csv', 'Superset'),
    canShareChart: admin || hasGrant(roles, 'can_share_chart', 'Superset'),
    canShareDashboard: admin || hasGrant(roles, 'can_share_dashboard', 'Superset'),
    canExplore: admin || hasGrant(roles, 'can_read', 'Explore'),
    canDrill: admin || hasGrant(roles, 'can_samples', 'Datasource'),
    canSetEmbedded: (admin || hasGrant(roles, 'can_set_embedded', 'Dashboard')) && (admin || owner),
  };
}

/**
 * The permissions once the user and roles are known; none before. The same object until they change: every chart
 * card reads them, and a new object on each render of the page would render every card again.
 */
export function useDashboardPermissions(ownerIds: readonly number[]): DashboardPermissions {
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery();
  const owners = ownerIds.join(',');
  return useMemo(
    () =>
      me.data && roles.data
        ? dashboardPermissions(roles.data.roles, me.data.id, owners ? owners.split(',').map(Number) : [])
        : NO_DASHBOARD_PERMISSIONS,
    [me.data, roles.data, owners],
  );
}
