import { useEffect, useState } from 'react';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useDeleteListedDashboardMutation, useDeleteListedDashboardsMutation, useGetDashboardFavoriteStatusQuery, useSaveDashboardFavoriteMutation } from './api.ts';
import { exportDashboards } from './export-dashboards.ts';
import { dashboardName } from './names.ts';

/** What a dashboard row or card calls back into. */
export interface DashboardRowActions {
  canEdit: (dashboard: DashboardListItem) => boolean;
  canExport: boolean;
  isFavorite: (id: number) => boolean;
  toggleFavorite: (dashboard: DashboardListItem) => void;
  edit: (dashboard: DashboardListItem) => void;
  exportOne: (dashboard: DashboardListItem) => void;
  remove: (dashboard: DashboardListItem) => void;
}

/** Dashboards waiting for the delete confirmation, with the sentence the dialog shows. */
export interface PendingDelete {
  ids: number[];
  description: string;
  /** One dashboard deletes through `DELETE /api/v1/dashboard/{pk}`, several through the bulk delete. */
  single?: DashboardListItem;
}

/** Favourites, editing, exporting and deleting of the listed dashboards, each outcome a toast in Superset's words. */
export function useDashboardActions(
  dashboards: readonly DashboardListItem[],
  permissions: { canEdit: (dashboard: DashboardListItem) => boolean; canExport: boolean },
  onFavoriteChanged: () => void,
) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const ids = dashboards.map((dashboard) => dashboard.id);
  const favorites = useGetDashboardFavoriteStatusQuery({ ids }, { skip: ids.length === 0 });
  const [saveFavorite] = useSaveDashboardFavoriteMutation();
  const [deleteOne] = useDeleteListedDashboardMutation();
  const [deleteMany] = useDeleteListedDashboardsMutation();
  const [editing, setEditing] = useState<DashboardListItem | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (favorites.isError) addDangerToast(`There was an error fetching the favorite status: ${errorSummary(favorites.error)}`);
  }, [favorites.isError, favorites.error, addDangerToast]);

  const exportIds = (selected: readonly number[]) => {
    setExporting(true);
    exportDashboards(selected)
      .catch((error: unknown) => addDangerToast(`There was an issue exporting the selected dashboards: ${errorSummary(error)}`))
      .finally(() => setExporting(false));
  };

  const rowActions: DashboardRowActions = {
    ...permissions,
    isFavorite: (id) => favorites.data?.[id] ?? false,
    toggleFavorite: (dashboard) => {
      const favorite = !(favorites.data?.[dashboard.id] ?? false);
      saveFavorite({ id: dashboard.id, favorite })
        .unwrap()
        .then(onFavoriteChanged, (error: unknown) => addDangerToast(`There was an error saving the favorite status: ${errorSummary(error)}`));
    },
    edit: setEditing,
    exportOne: (dashboard) => exportIds([dashboard.id]),
    remove: (dashboard) =>
      setPendingDelete({ ids: [dashboard.id], single: dashboard, description: `Are you sure you want to delete ${dashboardName(dashboard)}?` }),
  };

  /** Runs the confirmed delete; true when the dashboards are gone. */
  const confirmDelete = async (): Promise<boolean> => {
    if (pendingDelete === null) return false;
    const { ids: doomed, single } = pendingDelete;
    setPendingDelete(null);
    try {
      if (single) {
        await deleteOne(single.id).unwrap();
        addSuccessToast(`Deleted: ${dashboardName(single)}`);
      } else {
        addSuccessToast(await deleteMany(doomed).unwrap());
      }
      return true;
    } catch (error) {
      const what = single ? dashboardName(single) : 'the selected dashboards';
      addDangerToast(`There was an issue deleting ${what}: ${errorSummary(error)}`);
      return false;
    }
  };

  return {
    rowActions,
    editing,
    closeEditing: () => setEditing(null),
    pendingDelete,
    askBulkDelete: (selected: number[]) =>
      setPendingDelete({ ids: selected, description: 'Are you sure you want to delete the selected dashboards?' }),
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    exporting,
    exportSelected: exportIds,
  };
}
