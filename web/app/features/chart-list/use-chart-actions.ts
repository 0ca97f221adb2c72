import { useState } from 'react';
import type { ChartListItem } from '#shared/api/chart.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useDeleteChartsMutation, useGetFavoriteStatusQuery, useSetFavoriteMutation } from './api.ts';
import type { ChartRowActions } from './chart-columns.tsx';

/** Charts waiting for the delete confirmation, with the sentence the modal shows. */
export interface PendingDelete {
  ids: number[];
  description: string;
}

/** Favourites, editing and deleting of the listed charts, each failure a toast in Superset's words. */
export function useChartActions(charts: readonly ChartListItem[], canWrite: boolean) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const ids = charts.map((chart) => chart.id);
  const favorites = useGetFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetFavoriteMutation();
  const [deleteCharts] = useDeleteChartsMutation();
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const rowActions: ChartRowActions = {
    canWrite,
    isFavorite: (id) => favorites.data?.[id] ?? false,
    toggleFavorite: (chart) => {
      const favorite = !(favorites.data?.[chart.id] ?? false);
      setFavorite({ id: chart.id, favorite }).unwrap().catch((error: unknown) =>
        addDangerToast(`There was an issue favoriting this chart: ${errorSummary(error)}`),
      );
    },
    edit: setEditing,
    remove: (chart) => setPendingDelete({ ids: [chart.id], description: `Are you sure you want to delete ${chart.slice_name ?? '[Untitled]'}?` }),
  };

  const askBulkDelete = (selected: number[]) =>
    setPendingDelete({ ids: selected, description: 'Are you sure you want to delete the selected charts?' });

  const confirmDelete = async (): Promise<boolean> => {
    if (pendingDelete === null) return false;
    setPendingDelete(null);
    try {
      addSuccessToast(await deleteCharts(pendingDelete.ids).unwrap());
      return true;
    } catch (error) {
      addDangerToast(`There was an issue deleting the selected charts: ${errorSummary(error)}`);
      return false;
    }
  };

  return { rowActions, editing, closeEditing: () => setEditing(null), pendingDelete, askBulkDelete, cancelDelete: () => setPendingDelete(null), confirmDelete };
}
