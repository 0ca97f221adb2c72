import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconBellRinging, IconMailFast, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal.tsx';
import { preloadable } from '../../../ui/preloadable.tsx';
import {
  BulkBar,
  clearFilters,
  hasFilters,
  ListEmpty,
  ListResults,
  ListTable,
  useListTable,
  useListUrlState,
  useStayOnLastPage,
} from '../../lists/index.ts';
import type { AlertReportModalProps } from '../alert-modal/alert-report-modal.tsx';
import { useGetReportsQuery } from '../api.ts';
import { ALERT_COLUMNS } from './alert-columns.tsx';
import { AlertFilters } from './alert-filters.tsx';
import { ALERT_LIST, ALERT_LIST_URL, alertListQuery } from './alert-list-state.ts';
import { ALERTS, type ListKind } from './list-kind.ts';
import { alertRowsOf } from './alert-row.ts';
import { useAlertActions } from './use-alert-actions.ts';

// The full alert and report modal (SQL editor, pickers) loads when first opened.
const { Component: AlertReportModal } = preloadable<AlertReportModalProps>(
  async () => (await import('../alert-modal/alert-report-modal.tsx')).AlertReportModal,
);

const LISTS = [
  { path: '/alert/list/', label: 'Alerts', type: 'Alert' },
  { path: '/report/list/', label: 'Reports', type: 'Report' },
] as const;

/** The Alerts / Reports switch of Superset's sub-menu: two links, the shown list's marked current. */
function ListSwitch({ kind }: { kind: ListKind }) {
  return (
    <Group gap={4} role="navigation" aria-label="Alerts and reports">
      {LISTS.map((list) => (
        <Button
          key={list.path}
          component={Link}
          to={list.path}
          size="compact-md"
          variant={list.type === kind.type ? 'light' : 'subtle'}
          aria-current={list.type === kind.type ? 'page' : undefined}
        >
          {list.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * Superset's AlertList at `/alert/list/` and `/report/list/`: one screen with an Alerts / Reports switch; filters by
 * owner, creator and status and a name search; sortable columns with the last run, the schedule in words and an active
 * switch; edit, execution log and delete per row; bulk delete; `+ Alert` or `+ Report` opening the full modal.
 */
export function AlertListPage({ kind }: { kind: ListKind }) {
  const [state, update, replaceState] = useListUrlState(ALERT_LIST_URL);
  const list = useGetReportsQuery(alertListQuery(kind.type, state), { refetchOnMountOrArgChange: true });
  const rows = useMemo(() => alertRowsOf(list.data?.result ?? []), [list.data]);
  const count = list.data?.count ?? 0;
  const actions = useAlertActions(kind);
  const view = useListTable({
    model: ALERT_LIST,
    state,
    update,
    items: rows,
    columns: ALERT_COLUMNS,
    rowActions: actions.rowActions,
    canSelect: actions.canEdit,
    showActions: true,
  });
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(ALERT_LIST, state));
  const title = kind === ALERTS ? 'Alert' : 'Report';
  const create = actions.canWrite ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={actions.openNew}>
      {title}
    </Button>
  ) : null;
  const EmptyIcon = kind === ALERTS ? IconBellRinging : IconMailFast;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="lg">
            <Title order={1}>Alerts & reports</Title>
            <ListSwitch kind={kind} />
          </Group>
          <Group gap="sm">
            {actions.canWrite && (
              <Button
                variant={view.bulkSelect ? 'light' : 'default'}
                onClick={view.toggleBulkSelect}
                aria-pressed={view.bulkSelect}
              >
                Bulk select
              </Button>
            )}
            {create}
          </Group>
        </Group>
        <AlertFilters state={state} onChange={update} onClear={clear} />
        {view.bulkSelect && (
          <BulkBar
            selectedCount={view.selectedIds.length}
            selectableCount={view.selectable.length}
            onSelectAll={view.selectAll}
            onDeselectAll={view.clearSelection}
            onClose={view.closeBulkSelect}
            onDelete={() => actions.askBulkDelete(view.selectedIds)}
          />
        )}
        <ListResults
          list={list}
          state={state}
          update={update}
          plural={kind.plural}
          shown={rows.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(ALERT_LIST, state)}
              onClearFilters={clear}
              title={`No ${kind.plural} yet`}
              icon={<EmptyIcon size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              description={
                kind === ALERTS
                  ? 'An alert runs a query on a schedule and sends an e-mail when its condition holds.'
                  : 'A report sends a chart or dashboard by e-mail on a schedule.'
              }
              action={create}
            />
          }
          table={
            <ListTable
              table={view.table}
              label={kind === ALERTS ? 'Alerts' : 'Reports'}
              nameColumn={{ id: 'name', maw: 320 }}
            />
          }
          cards={null}
        />
      </Stack>
      {actions.pendingDelete !== null && (
        <ConfirmDeleteModal
          title={`Delete ${title}?`}
          description={actions.pendingDelete.description}
          deleting={actions.deleting}
          onClose={actions.cancelDelete}
          onConfirm={() => void actions.confirmDelete().then((deleted) => deleted && view.clearSelection())}
        />
      )}
      {actions.editing !== undefined && (
        <AlertReportModal kind={kind} reportId={actions.editing} onClose={actions.closeEditing} />
      )}
    </Container>
  );
}
