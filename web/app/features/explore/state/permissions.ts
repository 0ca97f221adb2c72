import type { RolePermissions } from '#shared/web-api/security.ts';

/** What the signed-in user may do with the chart Explore shows. */
export interface ExplorePermissions {
  /** Save a new chart ("Save as"): `can_write` on Chart. */
  canAdd: boolean;
  /** Overwrite the open chart: `can_write` on Chart, and an owner of it or an admin. */
  canOverwrite: boolean;
  /** Export data (CSV, JSON, Excel): `can_csv` on Superset. */
  canDownload: boolean;
  /** Open the chart's query or the dataset in SQL Lab: `can_execute_sql_query` on SQLLab. */
  canSqlLab: boolean;
}

/** Nobody may do anything until the roles are known. */
export const NO_PERMISSIONS: ExplorePermissions = {
  canAdd: false,
  canOverwrite: false,
  canDownload: false,
  canSqlLab: false,
};

function hasGrant(roles: RolePermissions, permission: string, view: string): boolean {
  return Object.values(roles).some((grants) => grants.some(([name, on]) => name === permission && on === view));
}

/** Superset treats a role named `admin` in any case as the admin role. */
export function isAdmin(roles: RolePermissions): boolean {
  return Object.keys(roles).some((role) => role.toLowerCase() === 'admin');
}

/**
 * Superset's Explore permissions (`can_add`, `can_overwrite`, `can_download`, SQL Lab access) from the user's roles, id and the open
 * chart's owners; `owners` is null for a chart not saved yet, which nobody can overwrite.
 */
export function explorePermissions(
  roles: RolePermissions,
  userId: number | undefined,
  owners: readonly number[] | null,
): ExplorePermissions {
  const admin = isAdmin(roles);
  const canWrite = admin || hasGrant(roles, 'can_write', 'Chart');
  const owner = userId !== undefined && owners !== null && owners.includes(userId);
  return {
    canAdd: canWrite,
    canOverwrite: canWrite && owners !== null && (owner || admin),
    canDownload: admin || hasGrant(roles, 'can_csv', 'Superset'),
    canSqlLab: admin || hasGrant(roles, 'can_execute_sql_query', 'SQLLab'),
  };
}
