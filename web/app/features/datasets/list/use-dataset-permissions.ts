import { useCallback } from 'react';
import { isAdminRole, rolesGrant } from '#shared/security/permissions.ts';
import { useGetMeQuery, useGetMyRolesQuery } from '../../auth/index.ts';
import type { DatasetListItem } from './api.ts';

/** What the signed-in user may do on the dataset list. */
export interface DatasetListPermissions {
  /** `can_write` on Dataset: add datasets, and delete the ones they own. */
  canWrite: boolean;
  /** `can_export` on Dataset: download bundles. */
  canExport: boolean;
  /** Whether the user may delete this dataset: `can_write` and owner or Admin (the server's ownership check). */
  canEdit: (dataset: DatasetListItem) => boolean;
}

/** The user's dataset permissions, read from their roles; until the roles are known nothing is editable. */
export function useDatasetPermissions(): DatasetListPermissions {
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery();
  const granted = roles.data?.roles ?? {};
  const canWrite = rolesGrant(granted, 'can_write', 'Dataset');
  const canExport = rolesGrant(granted, 'can_export', 'Dataset');
  const isAdmin = Object.keys(granted).some(isAdminRole);
  const userId = me.data?.id;
  const canEdit = useCallback(
    (dataset: DatasetListItem) =>
      canWrite && (isAdmin || (userId !== undefined && dataset.owners.some((owner) => owner.id === userId))),
    [canWrite, isAdmin, userId],
  );
  return { canWrite, canExport, canEdit };
}
