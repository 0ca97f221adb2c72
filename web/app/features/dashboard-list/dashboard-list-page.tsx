import { Box, Container, LoadingOverlay, Stack } from '@mantine/core';
import { getCoreRowModel, useReactTable, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import { ListFooter } from '../chart-list/index.ts';
import { ListError, ListLoading } from '../lists/index.ts';
import { useGetDashboardListPageQuery } from './api.ts';
import { DashboardCards } from './dashboard-cards.tsx';
import { DASHBOARD_COLUMNS } from './dashboard-columns.tsx';
import { DashboardFilters } from './dashboard-filters.tsx';
import { DashboardTable } from './dashboard-table.tsx';
import { ImportModal } from './import-modal.tsx';
import { ListEmpty } from './list-notices.tsx';
import { clearFilters, hasFilters, pageCountOf, SORT_COLUMNS, type SortColumn } from './list-state.ts';
import { BulkBar, CardSortSelect, ListHeader } from './list-toolbar.tsx';
import { PropertiesModal } from './properties-modal.tsx';
import { useCreateDashboard } from './use-create-dashboard.ts';
import { useDashboardActions } from './use-dashboard-actions.ts';
import { useDashboardPermissions } from './use-dashboard-permissions.ts';
import { useListUrlState } from './use-list-url-state.ts';

const isSortColumn = (id: string): id is SortColumn => (SORT_COLUMNS as readonly string[]).includes(id);
const NO_DASHBOARDS: DashboardListItem[] = [];

/**
 * Superset's dashboard list at `/dashboard/list/`: search and filters, a sortable table or cards, paging, favourites,
 * export, import, bulk delete and export, and the properties modal, with the whole view kept in the URL.
 */
export function DashboardListPage() {
  const [state, update, replaceState] = useListUrlState();
  const list = useGetDashboardListPageQuery(state);
  const permissions = useDashboardPermissions();
  const dashboards = list.data?.result ?? NO_DASHBOARDS;
  const count = list.data?.count ?? 0;
  const actions = useDashboardActions(dashboards, permissions, () => {
    // Under a Favorite filter a dashboard just (un)starred no longer belongs on the page.
    if (state.favorite !== undefined) void list.refetch();
  });
  const create = useCreateDashboard();
  const [importing, setImporting] = useState(false);
  const [bulkSelect, setBulkSelect] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const sorting: SortingState = [{ id: state.sortColumn, desc: state.sortOrder === 'desc' }];
  const canSelect = (dashboard: DashboardListItem) => permissions.canExport || permissions.canEdit(dashboard);

  const table = useReactTable({
    data: dashboards,
    columns: DASHBOARD_COLUMNS,
    meta: actions.rowActions,
    getRowId: (dashboard) => String(dashboard.id),
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: (row) => canSelect(row.original),
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, rowSelection: selection, columnVisibility: { select: bulkSelect, actions: permissions.canWrite || permissions.canExport } },
    onRowSelectionChange: setSelection,
    onSortingChange: (change) => {
      const [next] = typeof change === 'function' ? change(sorting) : change;
      if (next !== undefined && isSortColumn(next.id)) update({ sortColumn: next.id, sortOrder: next.desc ? 'desc' : 'asc' });
    },
  });
  // Only dashboards on this page count: the back button may have moved to a page the selection was not made on.
  const selected = dashboards.filter((dashboard) => selection[dashboard.id]);
  const selectedIds = selected.map((dashboard) => dashboard.id);
  const selectable = dashboards.filter(canSelect);
  const closeBulk = () => { setBulkSelect(false); setSelection({}); };

  // A page past the end (a stale link, or the last dashboards of the last page deleted) moves to the last page there is.
  const lastPageIndex = pageCountOf(count, state.pageSize) - 1;
  useEffect(() => {
    if (list.isSuccess && !list.isFetching && state.pageIndex > lastPageIndex) update({ pageIndex: lastPageIndex }, 'replace');
  }, [list.isSuccess, list.isFetching, state.pageIndex, lastPageIndex, update]);

  const loadedOnce = list.data !== undefined;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <ListHeader viewMode={state.viewMode} onViewMode={(viewMode) => update({ viewMode })} canWrite={permissions.canWrite} canExport={permissions.canExport}
          bulkSelect={bulkSelect} onToggleBulkSelect={() => (bulkSelect ? closeBulk() : setBulkSelect(true))}
          onImport={() => setImporting(true)} onCreate={create.run} creating={create.isLoading}>
          {state.viewMode === 'card' && <CardSortSelect state={state} onSort={(sortColumn, sortOrder) => update({ sortColumn, sortOrder })} />}
        </ListHeader>
        <DashboardFilters state={state} onChange={update} onClear={() => replaceState(clearFilters(state))} />
        {bulkSelect && (
          <BulkBar selectedCount={selectedIds.length} selectableCount={selectable.length} canExport={permissions.canExport}
            canDelete={permissions.canWrite && selected.every(permissions.canEdit)} exporting={actions.exporting}
            onSelectAll={() => setSelection(Object.fromEntries(selectable.map((dashboard) => [dashboard.id, true])))}
            onDeselectAll={() => setSelection({})} onDelete={() => actions.askBulkDelete(selectedIds)}
            onExport={() => actions.exportSelected(selectedIds)} onClose={closeBulk} />
        )}
        {list.isError && <ListError what="dashboards" error={list.error} onRetry={() => void list.refetch()} />}
        {list.isLoading && <ListLoading label="Loading dashboards…" />}
        {loadedOnce && !list.isError && (
          <Box pos="relative" aria-busy={list.isFetching}>
            <LoadingOverlay visible={list.isFetching} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Loading dashboards' }} />
            {dashboards.length === 0 && !list.isFetching && (
              <ListEmpty filtered={hasFilters(state)} canCreate={permissions.canWrite} onCreate={create.run}
                onClearFilters={() => replaceState(clearFilters(state))} />
            )}
            {dashboards.length > 0 && state.viewMode === 'table' && <DashboardTable table={table} />}
            {dashboards.length > 0 && state.viewMode === 'card' && (
              <DashboardCards dashboards={dashboards} actions={actions.rowActions} selected={bulkSelect ? new Set(selectedIds) : undefined}
                onToggleSelected={(dashboard) => setSelection((previous) => ({ ...previous, [dashboard.id]: !previous[dashboard.id] }))} />
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
      {actions.editing !== null && <PropertiesModal dashboardId={actions.editing.id} onClose={actions.closeEditing} />}
      {importing && <ImportModal onClose={() => setImporting(false)} onImported={() => setImporting(false)} />}
    </Container>
  );
}
