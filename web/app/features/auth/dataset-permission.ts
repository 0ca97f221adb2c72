import { useCallback } from 'react';
import { isAdminRole, rolesGrant } from '#shared/security/permissions.ts';
import type { RolePermissions } from '#shared/web-api/security.ts';
import { useGetMeQuery, useGetMyRolesQuery } from './api.ts';

/** Superset's tooltip on the edit action of a dataset the user does not own. */
export const NOT_AN_OWNER =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

/** Whether a user may edit a dataset, as the server decides: `can_write` on Dataset, and an owner or an Admin. */
export function canEditDataset(
  roles: RolePermissions,
  userId: number | undefined,
  ownerIds: readonly number[],
): boolean {
  if (!rolesGrant(roles, 'can_write', 'Dataset')) return false;
  return Object.keys(roles).some(isAdminRole) || (userId !== undefined && ownerIds.includes(userId));
}

/** {@link canEditDataset} for the signed-in user; nothing is editable until their roles are known. */
export function useCanEditDataset(): (ownerIds: readonly number[]) => boolean {
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery();
  const granted = roles.data?.roles;
  const userId = me.data?.id;
  return useCallback(
    (ownerIds) => granted !== undefined && canEditDataset(granted, userId, ownerIds),
    [granted, userId],
  );
}
