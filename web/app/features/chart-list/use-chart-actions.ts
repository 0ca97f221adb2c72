import { useEffect, useState } from 'react';
import type { ChartListItem } from '#shared/api/chart.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useDeleteChartMutation, useDeleteChartsMutation, useGetFavoriteStatusQuery, useSaveFavoriteStatusMutation } from './api.ts';
import { chartName } from './chart-names.ts';

/** What a chart row or card calls back into. */
export interface ChartRowActions {
  /** Whether the signed-in user may change or delete this chart. */
  canEdit: (chart: ChartListItem) => boolean;
  isFavorite: (id: number) => boolean;
  toggleFavorite: (chart: ChartListItem) => void;
  edit: (chart: ChartListItem) => void;
  remove: (chart: ChartListItem) => void;
}

/** Charts waiting for the delete confirmation, with the sentence the dialog shows. */
export interface PendingDelete {
  ids: number[];
  description: string;
  /** One chart deletes through `DELETE /api/v1/chart/{pk}`, several through the bulk delete. */
  single?: ChartListItem;
}

/** Favourites, editing and deleting of the listed charts, each outcome a toast in Superset's words. */
export function useChartActions(charts: readonly ChartListItem[], canEdit: (chart: ChartListItem) => boolean, onFavoriteChanged: () => void) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const ids = charts.map((chart) => chart.id);
  const favorites = useGetFavoriteStatusQuery({ ids }, { skip: ids.length === 0 });
  const [saveFavoriteStatus] = useSaveFavoriteStatusMutation();
  const [deleteChart] = useDeleteChartMutation();
  const [deleteCharts] = useDeleteChartsMutation();
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  useEffect(() => {
    if (favorites.isError) addDangerToast(`There was an error fetching the favorite status: ${errorSummary(favorites.error)}`);
  }, [favorites.isError, favorites.error, addDangerToast]);

  const rowActions: ChartRowActions = {
    canEdit,
    isFavorite: (id) => favorites.data?.[id] ?? false,
    toggleFavorite: (chart) => {
      const favorite = !(favorites.data?.[chart.id] ?? false);
      saveFavoriteStatus({ id: chart.id, favorite })
        .unwrap()
        .then(onFavoriteChanged, (error: unknown) => addDangerToast(`There was an error saving the favorite status: ${errorSummary(error)}`));
    },
    edit: setEditing,
    remove: (chart) => setPendingDelete({ ids: [chart.id], single: chart, description: `Are you sure you want to delete ${chartName(chart)}?` }),
  };

  const askBulkDelete = (selected: number[]) =>
    setPendingDelete({ ids: selected, description: `Are you sure you want to delete the ${selected.length} selected charts?` });

  /** Runs the confirmed delete; true when the charts are gone. */
  const confirmDelete = async (): Promise<boolean> => {
    if (pendingDelete === null) return false;
    const { ids: doomed, single } = pendingDelete;
    setPendingDelete(null);
    try {
      if (single) {
        await deleteChart(single.id).unwrap();
        addSuccessToast(`Deleted: ${chartName(single)}`);
      } else {
        addSuccessToast(await deleteCharts(doomed).unwrap());
      }
      return true;
    } catch (error) {
      addDangerToast(`There was an issue deleting ${single ? chartName(single) : 'the selected charts'}: ${errorSummary(error)}`);
      return false;
    }
  };

  return {
    rowActions,
    editing,
    closeEditing: () => setEditing(null),
    pendingDelete,
    askBulkDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}
