import { rolesGrant } from '#shared/security/permissions.ts';
import { useGetMyRolesQuery } from '../auth/index.ts';

/** What the signed-in user may do with annotation layers; nothing until their roles are known. */
export interface AnnotationPermissions {
  /** `can_read` on Annotation: see the layers and their annotations. */
  canRead: boolean;
  /** `can_write` on Annotation: add, change and delete layers and annotations. */
  canWrite: boolean;
}

/** The user's Annotation permissions from their roles (Superset's `hasPerm` on the list screens). */
export function useAnnotationPermissions(): AnnotationPermissions {
  const roles = useGetMyRolesQuery().data?.roles ?? {};
  return {
    canRead: rolesGrant(roles, 'can_read', 'Annotation'),
    canWrite: rolesGrant(roles, 'can_write', 'Annotation'),
  };
}
