import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorSummary } from '../../../core/describe-error.ts';
import { useToasts } from '../../toasts/index.ts';
import { type SavedQueryListItem, useDeleteSavedQueriesMutation, useDeleteSavedQueryMutation } from '../api.ts';
import { COPY_UNSUPPORTED, copyAppLink, LINK_COPIED } from '../copy-link.ts';
import { savedQueryPath } from './saved-list-state.ts';

/** A saved query's name as the list shows it; Superset's words for one without. */
export const savedQueryName = (query: Pick<SavedQueryListItem, 'label'>): string => query.label || 'Untitled query';

/** What a row of the saved query list calls back into. */
export interface SavedQueryRowActions {
  preview: (query: SavedQueryListItem) => void;
  openInSqlLab: (query: SavedQueryListItem) => void;
  copyLink: (query: SavedQueryListItem) => void;
  remove: (query: SavedQueryListItem) => void;
}

/** Queries waiting for the delete confirmation, with the question the dialog asks. */
interface PendingDelete {
  ids: number[];
  single?: SavedQueryListItem;
  description: string;
}

/**
 * The saved query list's actions, each outcome a toast in Superset's words: preview, open in SQL Lab, copy its link,
 * and single or bulk deletes behind a confirmation. `onDeleted` runs once queries are gone (the list reloads).
 */
export function useSavedQueryActions(onDeleted: () => void) {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [deleteOne, one] = useDeleteSavedQueryMutation();
  const [deleteMany, many] = useDeleteSavedQueriesMutation();
  const [previewing, setPreviewing] = useState<SavedQueryListItem | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const rowActions: SavedQueryRowActions = {
    preview: setPreviewing,
    openInSqlLab: (query) => void navigate(savedQueryPath(query.id)),
    copyLink: (query) =>
      void copyAppLink(savedQueryPath(query.id)).then((copied) =>
        copied ? addSuccessToast(LINK_COPIED) : addDangerToast(COPY_UNSUPPORTED),
      ),
    remove: (query) =>
      setPendingDelete({
        ids: [query.id],
        single: query,
        description: `Are you sure you want to delete ${savedQueryName(query)}?`,
      }),
  };

  /** Runs the confirmed delete; true when the queries are gone. */
  const confirmDelete = async (): Promise<boolean> => {
    if (pendingDelete === null) return false;
    const { ids, single } = pendingDelete;
    try {
      if (single) {
        await deleteOne(single.id).unwrap();
        addSuccessToast(`Deleted: ${savedQueryName(single)}`);
      } else {
        addSuccessToast(await deleteMany(ids).unwrap());
      }
      setPendingDelete(null);
      onDeleted();
      return true;
    } catch (error) {
      setPendingDelete(null);
      addDangerToast(
        `There was an issue deleting ${single ? savedQueryName(single) : 'the selected queries'}: ${errorSummary(error)}`,
      );
      return false;
    }
  };

  return {
    rowActions,
    previewing,
    setPreviewing,
    pendingDelete,
    deleting: one.isLoading || many.isLoading,
    askBulkDelete: (ids: number[]) =>
      setPendingDelete({ ids, description: 'Are you sure you want to delete the selected queries?' }),
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}
