import { ActionIcon, Button, Container, Stack, Tooltip } from '@mantine/core';
import { IconDownload, IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import {
  BulkBar,
  BulkExportButton,
  CardSortSelect,
  clearFilters,
  hasFilters,
  ListEmpty,
  ListHeader,
  ListResults,
  ListTable,
  useListTable,
  useListUrlState,
  useStayOnLastPage,
} from '../lists/index.ts';
import { useGetDashboardListPageQuery } from './api.ts';
import { DashboardCards } from './dashboard-cards.tsx';
import { DASHBOARD_COLUMNS } from './dashboard-columns.tsx';
import { DashboardFilters } from './dashboard-filters.tsx';
import { ImportModal } from './import-modal.tsx';
import { DASHBOARD_LIST } from './list-state.ts';
import { DASHBOARD_LIST_URL } from './list-url.ts';
import { PropertiesModal } from './properties-modal.tsx';
import { useCreateDashboard } from './use-create-dashboard.ts';
import { useDashboardActions } from './use-dashboard-actions.ts';
import { useDashboardPermissions } from './use-dashboard-permissions.ts';

const NO_DASHBOARDS: DashboardListItem[] = [];

/**
 * Superset's dashboard list at `/dashboard/list/`: search and filters, a sortable table or cards, paging, favourites,
 * export, import, bulk delete and export, and the properties modal, with the whole view kept in the URL.
 */
export function DashboardListPage() {
  const [state, update, replaceState] = useListUrlState(DASHBOARD_LIST_URL);
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
  const canSelect = (dashboard: DashboardListItem) => permissions.canExport || permissions.canEdit(dashboard);
  const view = useListTable({
    model: DASHBOARD_LIST,
    state,
    update,
    items: dashboards,
    columns: DASHBOARD_COLUMNS,
    rowActions: actions.rowActions,
    canSelect,
    showActions: permissions.canWrite || permissions.canExport,
  });
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(DASHBOARD_LIST, state));
  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} loading={create.isLoading} onClick={create.run}>
      Dashboard
    </Button>
  );

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <ListHeader
          title="Dashboards"
          viewMode={state.viewMode}
          onViewMode={(viewMode) => update({ viewMode })}
          canBulkSelect={permissions.canWrite || permissions.canExport}
          bulkSelect={view.bulkSelect}
          onToggleBulkSelect={view.toggleBulkSelect}
          tools={
            permissions.canWrite && (
              <Tooltip label="Import dashboards">
                <ActionIcon
                  size="lg"
                  variant="default"
                  aria-label="Import dashboards"
                  onClick={() => setImporting(true)}
                >
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )
          }
          create={permissions.canWrite && createButton}
        >
          {state.viewMode === 'card' && (
            <CardSortSelect
              model={DASHBOARD_LIST}
              state={state}
              onSort={(sortColumn, sortOrder) => update({ sortColumn, sortOrder })}
            />
          )}
        </ListHeader>
        <DashboardFilters state={state} onChange={update} onClear={clear} />
        {view.bulkSelect && (
          <BulkBar
            selectedCount={view.selectedIds.length}
            selectableCount={view.selectable.length}
            onSelectAll={view.selectAll}
            onDeselectAll={view.clearSelection}
            onClose={view.closeBulkSelect}
            onDelete={
              permissions.canWrite && view.selected.every(permissions.canEdit)
                ? () => actions.askBulkDelete(view.selectedIds)
                : undefined
            }
          >
            {permissions.canExport && (
              <BulkExportButton
                selectedIds={view.selectedIds}
                exporting={actions.exporting}
                onExport={actions.exportSelected}
              />
            )}
          </BulkBar>
        )}
        <ListResults
          list={list}
          state={state}
          update={update}
          plural="dashboards"
          shown={dashboards.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(DASHBOARD_LIST, state)}
              onClearFilters={clear}
              icon={<IconLayoutDashboard size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="You don't have any dashboards yet!"
              description={
                permissions.canWrite
                  ? 'Create a dashboard and drag charts onto it; it will be listed here.'
                  : 'Dashboards shared with you will be listed here.'
              }
              action={permissions.canWrite ? createButton : undefined}
            />
          }
          table={<ListTable table={view.table} label="Dashboards" nameColumn={{ id: 'dashboard_title', maw: 420 }} />}
          cards={
            <DashboardCards
              dashboards={dashboards}
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
      {actions.editing !== null && <PropertiesModal dashboardId={actions.editing.id} onClose={actions.closeEditing} />}
      {importing && <ImportModal onClose={() => setImporting(false)} onImported={() => setImporting(false)} />}
    </Container>
  );
}
