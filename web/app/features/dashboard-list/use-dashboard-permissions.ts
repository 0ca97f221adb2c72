import { useCallback } from 'react';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { isAdminRole, rolesGrant } from '#shared/security/permissions.ts';
import { useGetMeQuery, useGetMyRolesQuery } from '../auth/index.ts';

/** What the signed-in user may do on the dashboard list. */
export interface DashboardListPermissions {
  /** `can_write` on Dashboard: create and import dashboards, and change or delete the ones they own. */
  canWrite: boolean;
  /** `can_export` on Dashboard: download bundles. */
  canExport: boolean;
  /** Whether the user may change or delete this dashboard: `can_write` and owner or Admin (Superset's owner check). */
  canEdit: (dashboard: DashboardListItem) => boolean;
}

/**
 * The user's dashboard permissions, read from their roles (Superset's list asks `_info` for the same pairs). A button
 * shows only when pressing it can work; until the roles are known nothing is editable.
 */
export function useDashboardPermissions(): DashboardListPermissions {
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery();
  const granted = roles.data?.roles ?? {};
  const canWrite = rolesGrant(granted, 'can_write', 'Dashboard');
  const canExport = rolesGrant(granted, 'can_export', 'Dashboard');
  const isAdmin = Object.keys(granted).some(isAdminRole);
  const userId = me.data?.id;
  const canEdit = useCallback(
    (dashboard: DashboardListItem) =>
      canWrite && (isAdmin || (userId !== undefined && dashboard.owners.some((owner) => owner.id === userId))),
    [canWrite, isAdmin, userId],
  );
  return { canWrite, canExport, canEdit };
}
