import { RLS_VIEW } from '#shared/api/row-level-security.ts';
import { rolesGrant } from '#shared/security/permissions.ts';
import { useGetMyRolesQuery } from '../auth/index.ts';

/**
 * Whether the signed-in user may add, change and delete rules (`can_write` on Row Level Security, Superset's
 * `hasPerm('can_write')`); false until their roles are known.
 */
export function useCanWriteRls(): boolean {
  const roles = useGetMyRolesQuery().data?.roles ?? {};
  return rolesGrant(roles, 'can_write', RLS_VIEW);
}
