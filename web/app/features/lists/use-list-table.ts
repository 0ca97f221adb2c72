import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type TableMeta,
} from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { pageCountOf, type ListModel, type ListStateBase } from './list-state.ts';
import type { UpdateListState } from './use-list-url-state.ts';

/** What a list page hands its table: the page's items, the list's columns and state, and who may select what. */
export interface ListTableOptions<T extends { id: number }, S extends ListStateBase> {
  model: ListModel<S>;
  state: S;
  update: UpdateListState<S>;
  items: readonly T[];
  columns: ColumnDef<T>[];
  /** The row actions the cells read (the table's `meta`). */
  rowActions: unknown;
  /** Whether bulk actions may take this item. */
  canSelect: (item: T) => boolean;
  /** Whether the actions column has anything to show the user. */
  showActions: boolean;
}

/**
 * The table instance of a list page, sorted by the server through the list state, with its bulk selection: a header's
 * sort becomes a state change (so the URL keeps it), and only items on this page count as selected (the back button may
 * have moved to a page the selection was not made on).
 */
export function useListTable<T extends { id: number }, S extends ListStateBase>(options: ListTableOptions<T, S>) {
  const { model, state, update, items, canSelect } = options;
  const [bulkSelect, setBulkSelect] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const sorting: SortingState = [{ id: state.sortColumn, desc: state.sortOrder === 'desc' }];
  const isSortColumn = (id: string): id is S['sortColumn'] => (model.sortColumns as readonly string[]).includes(id);

  const table = useReactTable({
    data: items as T[],
    columns: options.columns,
    meta: options.rowActions as TableMeta<T>,
    getRowId: (item) => String(item.id),
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: (row) => canSelect(row.original),
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, rowSelection: selection, columnVisibility: { select: bulkSelect, actions: options.showActions } },
    onRowSelectionChange: setSelection,
    onSortingChange: (change) => {
      const [next] = typeof change === 'function' ? change(sorting) : change;
      if (next !== undefined && isSortColumn(next.id))
        update({ sortColumn: next.id, sortOrder: next.desc ? 'desc' : 'asc' } as Partial<S>);
    },
  });
  const selected = items.filter((item) => selection[item.id]);
  const selectable = items.filter(canSelect);
  const clearSelection = () => setSelection({});
  const closeBulkSelect = () => {
    setBulkSelect(false);
    clearSelection();
  };
  return {
    table,
    bulkSelect,
    toggleBulkSelect: () => (bulkSelect ? closeBulkSelect() : setBulkSelect(true)),
    closeBulkSelect,
    selected,
    selectedIds: selected.map((item) => item.id),
    selectable,
    selectAll: () => setSelection(Object.fromEntries(selectable.map((item) => [item.id, true]))),
    clearSelection,
    toggleSelected: (item: T) => setSelection((previous) => ({ ...previous, [item.id]: !previous[item.id] })),
  };
}

/** What {@link useStayOnLastPage} reads of the list request. */
interface ListRequest {
  isSuccess: boolean;
  isFetching: boolean;
}

/** Moves a page past the end (a stale link, or the last items of the last page deleted) to the last page there is. */
export function useStayOnLastPage<S extends ListStateBase>(
  list: ListRequest,
  state: S,
  count: number,
  update: UpdateListState<S>,
): void {
  const lastPageIndex = pageCountOf(count, state.pageSize) - 1;
  useEffect(() => {
    if (list.isSuccess && !list.isFetching && state.pageIndex > lastPageIndex)
      update({ pageIndex: lastPageIndex } as Partial<S>, 'replace');
  }, [list.isSuccess, list.isFetching, state.pageIndex, lastPageIndex, update]);
}
