import { Button, Container, Group, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { getCoreRowModel, useReactTable, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorSummary } from '../../core/describe-error.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { VirtualTable } from '../../ui/virtual-table.tsx';
import { useGetChartListQuery, useGetChartPermissionsQuery } from './api.ts';
import { ChartCards } from './chart-cards.tsx';
import { chartColumns } from './chart-columns.tsx';
import { ChartFilters } from './chart-filters.tsx';
import { DeleteChartsModal } from './delete-charts-modal.tsx';
import { PAGE_SIZE, SORT_COLUMNS, type ChartListState } from './list-state.ts';
import { PropertiesModal } from './properties-modal.tsx';
import { useChartActions } from './use-chart-actions.ts';
import { useListUrlState } from './use-list-url-state.ts';

const isSortColumn = (id: string): id is ChartListState['sortColumn'] => (SORT_COLUMNS as readonly string[]).includes(id);

/** Superset's chart list at `/chart/list/`: filters, sortable table or cards, paging, favourites and bulk delete. */
export function ChartListPage() {
  const [state, update] = useListUrlState();
  const list = useGetChartListQuery(state);
  const permissions = useGetChartPermissionsQuery();
  const canWrite = permissions.data?.includes('can_write') ?? false;
  const charts = list.data?.result ?? [];
  const actions = useChartActions(charts, canWrite);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const sorting: SortingState = [{ id: state.sortColumn, desc: state.sortOrder === 'desc' }];

  const table = useReactTable({
    data: charts,
    columns: chartColumns(actions.rowActions),
    getRowId: (chart) => String(chart.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting, rowSelection: selection },
    onRowSelectionChange: setSelection,
    onSortingChange: (change) => {
      const [next] = typeof change === 'function' ? change(sorting) : change;
      if (next !== undefined && isSortColumn(next.id)) update({ sortColumn: next.id, sortOrder: next.desc ? 'desc' : 'asc' });
    },
  });
  const selectedIds = Object.keys(selection).filter((id) => selection[id]).map(Number);
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  const change = (next: Partial<ChartListState>) => {
    setSelection({});
    update(next);
  };

  return (
    <Container size="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Charts</Title>
          <Group gap="sm">
            <SegmentedControl aria-label="View" value={state.viewMode} onChange={(value) => change({ viewMode: value === 'card' ? 'card' : 'table' })}
              data={[{ value: 'table', label: 'List' }, { value: 'card', label: 'Cards' }]} />
            {canWrite && (
              <Button component={Link} to="/explore/">
                + Chart
              </Button>
            )}
          </Group>
        </Group>
        <ChartFilters state={state} onChange={change} />
        {canWrite && selectedIds.length > 0 && (
          <Group gap="sm">
            <Text size="sm">{`${selectedIds.length} Selected`}</Text>
            <Button color="red" variant="light" size="xs" onClick={() => actions.askBulkDelete(selectedIds)}>
              Delete
            </Button>
          </Group>
        )}
        {list.isError && <ErrorAlert message={errorSummary(list.error)} />}
        {list.isLoading && <FullPageLoader label="Loading charts…" />}
        {list.isSuccess && charts.length === 0 && (
          <EmptyState title="No charts yet" description="Charts you create or can access will be listed here."
            action={canWrite ? <Button component={Link} to="/explore/">+ Chart</Button> : undefined} />
        )}
        {charts.length > 0 && state.viewMode === 'table' && <VirtualTable table={table} label="Charts" />}
        {charts.length > 0 && state.viewMode === 'card' && <ChartCards charts={charts} actions={actions.rowActions} />}
        {pageCount > 1 && <Pagination total={pageCount} value={state.pageIndex + 1} onChange={(page) => change({ pageIndex: page - 1 })} />}
      </Stack>
      <DeleteChartsModal opened={actions.pendingDelete !== null} description={actions.pendingDelete?.description ?? ''}
        onClose={actions.cancelDelete} onConfirm={() => void actions.confirmDelete().then((deleted) => deleted && setSelection({}))} />
      {actions.editing !== null && <PropertiesModal chart={actions.editing} onClose={actions.closeEditing} />}
    </Container>
  );
}
