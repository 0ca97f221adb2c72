import { useState } from 'react';
import type { ThemeListItem } from '#shared/api/theme.ts';
import { rolesGrant } from '#shared/security/permissions.ts';
import { THEME_VIEW } from '#shared/api/theme.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useGetMyRolesQuery } from '../auth/index.ts';
import { reloadTenantTheme } from '../tenant-theme/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useDeleteThemeMutation, useSetSystemDefaultThemeMutation } from './api.ts';

/** Whether the signed-in user may add, change and delete themes (`can_write` on Theme); false until roles are known. */
export function useCanWriteThemes(): boolean {
  return rolesGrant(useGetMyRolesQuery().data?.roles ?? {}, 'can_write', THEME_VIEW);
}

/**
 * What the theme list does to one theme, with Superset's toasts: make it the system default (or stop it being one),
 * and delete it after confirmation. A change to the system default applies to this page at once.
 */
export function useThemeActions() {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [setDefault] = useSetSystemDefaultThemeMutation();
  const [remove, removing] = useDeleteThemeMutation();
  const [deleting, setDeleting] = useState<ThemeListItem | null>(null);

  const toggleDefault = (theme: ThemeListItem) =>
    setDefault(theme.is_system_default ? null : theme.id)
      .unwrap()
      .then(() => {
        addSuccessToast(
          theme.is_system_default
            ? 'System default theme removed'
            : `"${theme.theme_name}" is now the system default theme`,
        );
        return reloadTenantTheme();
      })
      .catch((error: unknown) => addDangerToast(errorSummary(error)));

  const confirmDelete = () => {
    if (!deleting) return;
    remove(deleting.id)
      .unwrap()
      .then((message) => addSuccessToast(message))
      .catch((error: unknown) => addDangerToast(errorSummary(error)))
      .finally(() => setDeleting(null));
  };

  return {
    toggleDefault: (theme: ThemeListItem) => void toggleDefault(theme),
    askDelete: setDeleting,
    deleting,
    deletePending: removing.isLoading,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}
