import { useGetMyRolesQuery } from '../../auth/index.ts';

/**
 * Whether the user may save the dashboard as a copy (Superset's `dash_save_perm`): an admin, or a role granting
 * `can_write` on Dashboard. Unlike editing, owning the dashboard is not needed: the copy is the user's own.
 */
export function useCanSaveDashboardAs(): boolean {
  const roles = useGetMyRolesQuery();
  if (!roles.data) return false;
  return Object.entries(roles.data.roles).some(
    ([role, grants]) =>
      role.toLowerCase() === 'admin' ||
      grants.some(([permission, view]) => permission === 'can_write' && view === 'Dashboard'),
  );
}
