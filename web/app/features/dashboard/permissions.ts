import type { RolePermissions } from '#shared/web-api/security.ts';
import { useGetMeQuery, useGetMyRolesQuery } from '../auth/index.ts';

/** What the signed-in user may do with the open dashboard. */
export interface DashboardPermissions {
  /** Edit the layout, properties, CSS and publish state: `can_write` on Dashboard, and an owner or an admin. */
  canEdit: boolean;
  /** Export chart data: `can_csv` on Superset. */
  canDownload: boolean;
}

const hasGrant = (roles: RolePermissions, permission: string, view: string) =>
  Object.values(roles).some((grants) => grants.some(([name, on]) => name === permission && on === view));

/** Superset's dashboard permissions from the user's roles and id and the dashboard's owners. */
export function dashboardPermissions(roles: RolePermissions, userId: number | undefined, ownerIds: readonly number[]): DashboardPermissions {
  const admin = Object.keys(roles).some((role) => role.toLowerCase() === 'admin');
  const owner = userId !== undefined && ownerIds.includes(userId);
  return {
    canEdit: (admin || hasGrant(roles, 'can_write', 'Dashboard')) && (admin || owner),
    canDownload: admin || hasGrant(roles, 'can_csv', 'Superset'),
  };
}

/** The permissions once the user and roles are known; none before. */
export function useDashboardPermissions(ownerIds: readonly number[]): DashboardPermissions {
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery();
  if (!me.data || !roles.data) return { canEdit: false, canDownload: false };
  return dashboardPermissions(roles.data.roles, me.data.id, ownerIds);
}
