import { Box, Container, LoadingOverlay, Stack } from '@mantine/core';
import { getCoreRowModel, useReactTable, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { ChartListItem } from '#shared/api/chart.ts';
import { useGetChartListQuery } from './api.ts';
import { ChartCards } from './chart-cards.tsx';
import { CHART_COLUMNS } from './chart-columns.tsx';
import { ChartFilters } from './chart-filters.tsx';
import { ChartTable } from './chart-table.tsx';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import { ListFooter } from './list-footer.tsx';
import { ListEmpty } from './list-notices.tsx';
import { ListError, ListLoading } from '../lists/index.ts';
import { clearFilters, hasFilters, pageCountOf, SORT_COLUMNS, type SortColumn } from './list-state.ts';
import { BulkBar, CardSortSelect, ListHeader } from './list-toolbar.tsx';
import { PropertiesModal } from './properties-modal.tsx';
import { useChartActions } from './use-chart-actions.ts';
import { useChartPermissions } from './use-chart-permissions.ts';
import { useListUrlState } from './use-list-url-state.ts';

const isSortColumn = (id: string): id is SortColumn => (SORT_COLUMNS as readonly string[]).includes(id);
const NO_CHARTS: ChartListItem[] = [];

/**
 * Superset's chart list at `/chart/list/`: search and filters, a sortable table or cards, paging, favourites,
 * bulk delete and the properties modal, with the whole view kept in the URL.
 */
export function ChartListPage() {
  const [state, update, replaceState] = useListUrlState();
  const list = useGetChartListQuery(state);
  const { canWrite, canEdit } = useChartPermissions();
  const charts = list.data?.result ?? NO_CHARTS;
  const count = list.data?.count ?? 0;
  const actions = useChartActions(charts, canEdit, () => {
    // Under a Favorite filter a chart just (un)starred no longer belongs on the page.
    if (state.favorite !== undefined) void list.refetch();
  });
  const [bulkSelect, setBulkSelect] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const sorting: SortingState = [{ id: state.sortColumn, desc: state.sortOrder === 'desc' }];

  const table = useReactTable({
    data: charts,
    columns: CHART_COLUMNS,
    meta: actions.rowActions,
    getRowId: (chart) => String(chart.id),
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: (row) => canEdit(row.original),
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, rowSelection: selection, columnVisibility: { select: bulkSelect, actions: canWrite } },
    onRowSelectionChange: setSelection,
    onSortingChange: (change) => {
      const [next] = typeof change === 'function' ? change(sorting) : change;
      if (next !== undefined && isSortColumn(next.id)) update({ sortColumn: next.id, sortOrder: next.desc ? 'desc' : 'asc' });
    },
  });
  // Only charts on this page count: the back button may have moved to a page the selection was not made on.
  const selectedIds = charts.filter((chart) => selection[chart.id]).map((chart) => chart.id);
  const selectable = charts.filter(canEdit);

  // A page past the end (a stale link, or the last charts of the last page deleted) moves to the last page there is.
  const lastPageIndex = pageCountOf(count, state.pageSize) - 1;
  useEffect(() => {
    if (list.isSuccess && !list.isFetching && state.pageIndex > lastPageIndex) update({ pageIndex: lastPageIndex }, 'replace');
  }, [list.isSuccess, list.isFetching, state.pageIndex, lastPageIndex, update]);

  const filtered = hasFilters(state);
  const loadedOnce = list.data !== undefined;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <ListHeader viewMode={state.viewMode} onViewMode={(viewMode) => update({ viewMode })} canWrite={canWrite} bulkSelect={bulkSelect}
          onToggleBulkSelect={() => { setBulkSelect(!bulkSelect); setSelection({}); }}>
          {state.viewMode === 'card' && <CardSortSelect state={state} onSort={(sortColumn, sortOrder) => update({ sortColumn, sortOrder })} />}
        </ListHeader>
        <ChartFilters state={state} onChange={update} onClear={() => replaceState(clearFilters(state))} />
        {bulkSelect && (
          <BulkBar selectedCount={selectedIds.length} selectableCount={selectable.length}
            onSelectAll={() => setSelection(Object.fromEntries(selectable.map((chart) => [chart.id, true])))}
            onDeselectAll={() => setSelection({})} onDelete={() => actions.askBulkDelete(selectedIds)}
            onClose={() => { setBulkSelect(false); setSelection({}); }} />
        )}
        {list.isError && <ListError what="charts" error={list.error} onRetry={() => void list.refetch()} />}
        {list.isLoading && <ListLoading label="Loading charts…" />}
        {loadedOnce && !list.isError && (
          <Box pos="relative" aria-busy={list.isFetching}>
            <LoadingOverlay visible={list.isFetching} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Loading charts' }} />
            {charts.length === 0 && !list.isFetching && (
              <ListEmpty filtered={filtered} canCreate={canWrite} onClearFilters={() => replaceState(clearFilters(state))} />
            )}
            {charts.length > 0 && state.viewMode === 'table' && <ChartTable table={table} />}
            {charts.length > 0 && state.viewMode === 'card' && (
              <ChartCards charts={charts} actions={actions.rowActions} selected={bulkSelect ? new Set(selectedIds) : undefined}
                onToggleSelected={(chart) => setSelection((previous) => ({ ...previous, [chart.id]: !previous[chart.id] }))} />
            )}
          </Box>
        )}
        {loadedOnce && !list.isError && count > 0 && (
          <ListFooter pageIndex={state.pageIndex} pageSize={state.pageSize} count={count}
            onPage={(pageIndex) => update({ pageIndex })} onPageSize={(pageSize) => update({ pageSize })} />
        )}
      </Stack>
      {actions.pendingDelete !== null && (
        <ConfirmDeleteModal title="Please confirm" description={actions.pendingDelete.description} onClose={actions.cancelDelete}
          onConfirm={() => void actions.confirmDelete().then((deleted) => deleted && setSelection({}))} />
      )}
      {actions.editing !== null && <PropertiesModal chart={actions.editing} onClose={actions.closeEditing} />}
    </Container>
  );
}
