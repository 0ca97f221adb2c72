import { Button, Container, Stack } from '@mantine/core';
import { IconChartBarOff, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ChartListItem } from '#shared/api/chart.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import {
  BulkBar,
  CardSortSelect,
  clearFilters,
  hasFilters,
  ListEmpty,
  ListHeader,
  ListResults,
  ListTable,
  useListActions,
  useListTable,
  useListUrlState,
  useStayOnLastPage,
} from '../lists/index.ts';
import { useGetChartListQuery } from './api.ts';
import { ChartCards } from './chart-cards.tsx';
import { CHART_COLUMNS } from './chart-columns.tsx';
import { ChartFilters } from './chart-filters.tsx';
import { chartName } from './chart-names.ts';
import { CHART_LIST } from './list-state.ts';
import { CHART_LIST_URL } from './list-url.ts';
import { PropertiesModal } from './properties-modal.tsx';
import { useChartPermissions } from './use-chart-permissions.ts';

const NO_CHARTS: ChartListItem[] = [];

const CHART_WORDS = {
  nameOf: chartName,
  plural: 'charts',
  bulkQuestion: (count: number) => `Are you sure you want to delete the ${count} selected charts?`,
};

/**
 * Superset's chart list at `/chart/list/`: search and filters, a sortable table or cards, paging, favourites,
 * bulk delete and the properties modal, with the whole view kept in the URL.
 */
export function ChartListPage() {
  const [state, update, replaceState] = useListUrlState(CHART_LIST_URL);
  const list = useGetChartListQuery(state);
  const { canWrite, canEdit } = useChartPermissions();
  const charts = list.data?.result ?? NO_CHARTS;
  const count = list.data?.count ?? 0;
  const actions = useListActions('chart', charts, canEdit, CHART_WORDS, () => {
    // Under a Favorite filter a chart just (un)starred no longer belongs on the page.
    if (state.favorite !== undefined) void list.refetch();
  });
  const view = useListTable({
    model: CHART_LIST,
    state,
    update,
    items: charts,
    columns: CHART_COLUMNS,
    rowActions: actions.rowActions,
    canSelect: canEdit,
    showActions: canWrite,
  });
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(CHART_LIST, state));

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <ListHeader
          title="Charts"
          viewMode={state.viewMode}
          onViewMode={(viewMode) => update({ viewMode })}
          canBulkSelect={canWrite}
          bulkSelect={view.bulkSelect}
          onToggleBulkSelect={view.toggleBulkSelect}
          create={
            canWrite && (
              <Button component={Link} to="/explore/" leftSection={<IconPlus size={16} aria-hidden />}>
                Chart
              </Button>
            )
          }
        >
          {state.viewMode === 'card' && (
            <CardSortSelect
              model={CHART_LIST}
              state={state}
              onSort={(sortColumn, sortOrder) => update({ sortColumn, sortOrder })}
            />
          )}
        </ListHeader>
        <ChartFilters state={state} onChange={update} onClear={clear} />
        {view.bulkSelect && (
          <BulkBar
            selectedCount={view.selectedIds.length}
            selectableCount={view.selectable.length}
            onSelectAll={view.selectAll}
            onDeselectAll={view.clearSelection}
            onDelete={() => actions.askBulkDelete(view.selectedIds)}
            onClose={view.closeBulkSelect}
          />
        )}
        <ListResults
          list={list}
          state={state}
          update={update}
          plural="charts"
          shown={charts.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(CHART_LIST, state)}
              onClearFilters={clear}
              icon={<IconChartBarOff size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="You don't have any charts yet!"
              description={
                canWrite
                  ? 'Create a chart from a dataset in Explore; it will be listed here.'
                  : 'Charts shared with you will be listed here.'
              }
              action={
                canWrite ? (
                  <Button component={Link} to="/explore/" leftSection={<IconPlus size={16} aria-hidden />}>
                    Chart
                  </Button>
                ) : undefined
              }
            />
          }
          table={<ListTable table={view.table} label="Charts" nameColumn={{ id: 'slice_name', maw: 360 }} />}
          cards={
            <ChartCards
              charts={charts}
              actions={actions.rowActions}
              selected={view.bulkSelect ? new Set(view.selectedIds) : undefined}
              onToggleSelected={view.toggleSelected}
            />
          }
        />
      </Stack>
      {actions.pendingDelete !== null && (
        <ConfirmDeleteModal
          title="Please confirm"
          description={actions.pendingDelete.description}
          onClose={actions.cancelDelete}
          onConfirm={() => void actions.confirmDelete().then((deleted) => deleted && view.clearSelection())}
        />
      )}
      {actions.editing !== null && <PropertiesModal chart={actions.editing} onClose={actions.closeEditing} />}
    </Container>
  );
}
