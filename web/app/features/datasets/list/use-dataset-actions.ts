import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorSummary } from '../../../core/describe-error.ts';
import { apiDownload } from '../../../core/http/client.ts';
import { saveBlob } from '../../chart/index.ts';
import { useDeleteListItemMutation, useDeleteListItemsMutation } from '../../lists/index.ts';
import { useToasts } from '../../toasts/index.ts';
import type { DatasetListItem } from './api.ts';
import { datasetExplorePath, datasetExportPath } from './list-state.ts';
import type { DatasetListPermissions } from './use-dataset-permissions.ts';

/** What a dataset row calls back into. */
export interface DatasetRowActions {
  canEdit: (dataset: DatasetListItem) => boolean;
  /** `can_write` on Dataset: the edit action shows, enabled on the datasets the user may edit. */
  canWrite: boolean;
  canExport: boolean;
  edit: (dataset: DatasetListItem) => void;
  explore: (dataset: DatasetListItem) => void;
  exportOne: (dataset: DatasetListItem) => void;
  remove: (dataset: DatasetListItem) => void;
}

/** Datasets waiting for the delete confirmation: one (whose charts and dashboards the dialog lists) or several. */
export type PendingDatasetDelete = { single: DatasetListItem } | { ids: number[] };

/** The file name when the server names none (Superset's `dataset_export_<timestamp>.zip`). */
const fallbackName = (now: Date) => `dataset_export_${now.toISOString().replace(/\D/g, '').slice(0, 14)}.zip`;

/** Explore, edit, export and deletes of the listed datasets, each outcome a toast in Superset's words. */
export function useDatasetActions(permissions: DatasetListPermissions) {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [deleteOne, one] = useDeleteListItemMutation();
  const [deleteMany, many] = useDeleteListItemsMutation();
  const [pendingDelete, setPendingDelete] = useState<PendingDatasetDelete | null>(null);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  const exportIds = (ids: readonly number[]) => {
    setExporting(true);
    apiDownload(datasetExportPath(ids))
      .then(({ blob, fileName }) => saveBlob(blob, fileName ?? fallbackName(new Date())))
      .catch((error: unknown) =>
        addDangerToast(`There was an issue exporting the selected datasets: ${errorSummary(error)}`),
      )
      .finally(() => setExporting(false));
  };

  const rowActions: DatasetRowActions = {
    canEdit: permissions.canEdit,
    canWrite: permissions.canWrite,
    canExport: permissions.canExport,
    edit: (dataset) => setEditing(dataset.id),
    explore: (dataset) => void navigate(datasetExplorePath(dataset.id)),
    exportOne: (dataset) => exportIds([dataset.id]),
    remove: (single) => setPendingDelete({ single }),
  };

  /** Runs the confirmed delete; true when the datasets are gone. */
  const confirmDelete = async (): Promise<boolean> => {
    if (pendingDelete === null) return false;
    const single = 'single' in pendingDelete ? pendingDelete.single : null;
    try {
      if (single) {
        await deleteOne({ resource: 'dataset', id: single.id }).unwrap();
        addSuccessToast(`Deleted: ${single.table_name}`);
      } else if ('ids' in pendingDelete) {
        addSuccessToast(await deleteMany({ resource: 'dataset', ids: pendingDelete.ids }).unwrap());
      }
      return true;
    } catch (error) {
      const what = single ? single.table_name : 'the selected datasets';
      addDangerToast(`There was an issue deleting ${what}: ${errorSummary(error)}`);
      return false;
    } finally {
      setPendingDelete(null);
    }
  };

  return {
    rowActions,
    /** The dataset whose editor is open, or null. */
    editing,
    closeEditor: () => setEditing(null),
    exporting,
    exportSelected: exportIds,
    pendingDelete,
    deleting: one.isLoading || many.isLoading,
    askBulkDelete: (ids: number[]) => setPendingDelete({ ids }),
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}
