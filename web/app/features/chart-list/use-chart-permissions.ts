import { useCallback } from 'react';
import type { ChartListItem } from '#shared/api/chart.ts';
import { isAdminRole } from '#shared/security/permissions.ts';
import { useGetMeQuery, useGetMyRolesQuery } from '../auth/index.ts';
import { useGetChartPermissionsQuery } from './api.ts';

/** What the signed-in user may do on the chart list. */
export interface ChartListPermissions {
  /** `can_write` on Chart: create charts, and change or delete the ones they own. */
  canWrite: boolean;
  /** Whether the user may change or delete this chart: Superset's rule, `can_write` and owner or Admin. */
  canEdit: (chart: ChartListItem) => boolean;
}

/**
 * The user's chart permissions. Superset shows edit and delete to anyone with `can_write` and lets the server refuse
 * non-owners; here a button shows only when pressing it can work. Until the user's roles are known nothing is editable.
 */
export function useChartPermissions(): ChartListPermissions {
  const permissions = useGetChartPermissionsQuery();
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery();
  const canWrite = permissions.data?.includes('can_write') ?? false;
  const userId = me.data?.id;
  const isAdmin = Object.keys(roles.data?.roles ?? {}).some(isAdminRole);
  const canEdit = useCallback(
    (chart: ChartListItem) =>
      canWrite && (isAdmin || (userId !== undefined && chart.owners.some((owner) => owner.id === userId))),
    [canWrite, isAdmin, userId],
  );
  return { canWrite, canEdit };
}
