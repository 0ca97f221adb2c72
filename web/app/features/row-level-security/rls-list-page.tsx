import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { RlsListItem } from '#shared/api/row-level-security.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
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
} from '../lists/index.ts';
import { useGetRlsRulesQuery } from './api.ts';
import { RLS_COLUMNS, type RlsRowActions } from './rls-columns.tsx';
import { RlsFilters } from './rls-filters.tsx';
import { RLS_LIST, RLS_LIST_URL, rlsListQuery } from './rls-list-state.ts';
import { RlsModal } from './rls-modal.tsx';
import { useCanWriteRls } from './use-rls-permissions.ts';
import { useRuleDeletes } from './use-rule-deletes.ts';

const NO_RULES: RlsListItem[] = [];

/** The rule in the modal: `null` while adding one, its id while editing; undefined while the modal is closed. */
type Editing = number | null | undefined;

/**
 * Superset's row level security list (Settings > Security > Row Level Security): name, filter type, group key, role
 * and dataset filters, sortable columns, paging, and for writers add, edit and delete, one rule or a selection, with
 * the view in the URL.
 */
export function RlsListPage() {
  const [state, update, replaceState] = useListUrlState(RLS_LIST_URL);
  const list = useGetRlsRulesQuery(rlsListQuery(state), { refetchOnMountOrArgChange: true });
  const rules = list.data?.result ?? NO_RULES;
  const count = list.data?.count ?? 0;
  const canWrite = useCanWriteRls();
  const [editing, setEditing] = useState<Editing>(undefined);
  const deletes = useRuleDeletes();
  const rowActions: RlsRowActions = { edit: (rule) => setEditing(rule.id), remove: deletes.askOne };
  const view = useListTable({
    model: RLS_LIST,
    state,
    update,
    items: rules,
    columns: RLS_COLUMNS,
    rowActions,
    canSelect: () => canWrite,
    showActions: canWrite,
  });
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(RLS_LIST, state));
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
      Rule
    </Button>
  );

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Row Level Security</Title>
          {canWrite && (
            <Group gap="sm">
              <Button
                variant={view.bulkSelect ? 'light' : 'default'}
                onClick={view.toggleBulkSelect}
                aria-pressed={view.bulkSelect}
              >
                Bulk select
              </Button>
              {addButton}
            </Group>
          )}
        </Group>
        <RlsFilters state={state} onChange={update} onClear={clear} />
        {view.bulkSelect && (
          <BulkBar
            selectedCount={view.selectedIds.length}
            selectableCount={view.selectable.length}
            onSelectAll={view.selectAll}
            onDeselectAll={view.clearSelection}
            onClose={view.closeBulkSelect}
            onDelete={() => deletes.askSelected(view.selected)}
          />
        )}
        <ListResults
          list={list}
          state={state}
          update={update}
          plural="rules"
          shown={rules.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(RLS_LIST, state)}
              onClearFilters={clear}
              icon={<IconFilter size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="No Rules yet"
              description="A rule adds its clause to the WHERE of every query on its datasets, for the roles it names."
              action={canWrite ? addButton : undefined}
            />
          }
          table={<ListTable table={view.table} label="Rules" nameColumn={{ id: 'name', maw: 320 }} />}
          cards={null}
        />
      </Stack>
      {editing !== undefined && <RlsModal ruleId={editing} onClose={() => setEditing(undefined)} />}
      {deletes.question !== null && (
        <ConfirmDeleteModal
          title="Please confirm"
          description={deletes.question}
          deleting={deletes.deleting}
          onClose={deletes.cancel}
          onConfirm={() =>
            void deletes.confirm().then((deleted) => {
              if (deleted) view.clearSelection();
            })
          }
        />
      )}
    </Container>
  );
}
