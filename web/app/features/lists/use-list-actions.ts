import { useEffect, useState } from 'react';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import {
  useDeleteListItemMutation,
  useDeleteListItemsMutation,
  useGetListFavoriteStatusQuery,
  useSaveListFavoriteMutation,
  type ListResource,
} from './api.ts';

/** What a list's row or card calls back into; a list adds its own actions (export) beside these. */
export interface RowActions<T> {
  /** Whether the signed-in user may change or delete this item. */
  canEdit: (item: T) => boolean;
  isFavorite: (id: number) => boolean;
  toggleFavorite: (item: T) => void;
  edit: (item: T) => void;
  remove: (item: T) => void;
}

/** Items waiting for the delete confirmation, with the sentence the dialog shows. */
export interface PendingDelete<T> {
  ids: number[];
  description: string;
  /** One item deletes through `DELETE /api/v1/{resource}/{pk}`, several through the bulk delete. */
  single?: T;
}

/** How a list names its items in its toasts and questions. */
export interface ListWords<T> {
  /** An item's name (`[Untitled]` for a chart without one). */
  nameOf: (item: T) => string;
  /** The items in general (`charts`). */
  plural: string;
  /** The bulk delete's question for `count` selected items. */
  bulkQuestion: (count: number) => string;
}

/**
 * Favourites, editing and deleting of the listed items of `resource`, each outcome a toast in Superset's words.
 * `onFavoriteChanged` runs after a star turned (a list under a Favorite filter reloads).
 */
export function useListActions<T extends { id: number }>(
  resource: ListResource,
  items: readonly T[],
  canEdit: (item: T) => boolean,
  words: ListWords<T>,
  onFavoriteChanged: () => void,
) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const ids = items.map((item) => item.id);
  const favorites = useGetListFavoriteStatusQuery({ resource, ids }, { skip: ids.length === 0 });
  const [saveFavorite] = useSaveListFavoriteMutation();
  const [deleteOne] = useDeleteListItemMutation();
  const [deleteMany] = useDeleteListItemsMutation();
  const [editing, setEditing] = useState<T | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete<T> | null>(null);

  useEffect(() => {
    if (favorites.isError)
      addDangerToast(`There was an error fetching the favorite status: ${errorSummary(favorites.error)}`);
  }, [favorites.isError, favorites.error, addDangerToast]);

  const rowActions: RowActions<T> = {
    canEdit,
    isFavorite: (id) => favorites.data?.[id] ?? false,
    toggleFavorite: (item) => {
      const favorite = !(favorites.data?.[item.id] ?? false);
      saveFavorite({ resource, id: item.id, favorite })
        .unwrap()
        .then(onFavoriteChanged, (error: unknown) =>
          addDangerToast(`There was an error saving the favorite status: ${errorSummary(error)}`),
        );
    },
    edit: setEditing,
    remove: (item) =>
      setPendingDelete({
        ids: [item.id],
        single: item,
        description: `Are you sure you want to delete ${words.nameOf(item)}?`,
      }),
  };

  /** Runs the confirmed delete; true when the items are gone. */
  const confirmDelete = async (): Promise<boolean> => {
    if (pendingDelete === null) return false;
    const { ids: doomed, single } = pendingDelete;
    setPendingDelete(null);
    try {
      if (single) {
        await deleteOne({ resource, id: single.id }).unwrap();
        addSuccessToast(`Deleted: ${words.nameOf(single)}`);
      } else {
        addSuccessToast(await deleteMany({ resource, ids: doomed }).unwrap());
      }
      return true;
    } catch (error) {
      addDangerToast(
        `There was an issue deleting ${single ? words.nameOf(single) : `the selected ${words.plural}`}: ${errorSummary(error)}`,
      );
      return false;
    }
  };

  return {
    rowActions,
    editing,
    closeEditing: () => setEditing(null),
    pendingDelete,
    askBulkDelete: (selected: number[]) =>
      setPendingDelete({ ids: selected, description: words.bulkQuestion(selected.length) }),
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}
