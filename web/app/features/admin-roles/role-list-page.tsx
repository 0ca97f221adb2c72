import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { SearchedRole } from '#shared/web-api/security-admin.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import {
  BulkBar,
  clearFilters,
  FilterBar,
  hasFilters,
  ListEmpty,
  ListResults,
  ListTable,
  RemoteSelect,
  SearchBox,
  useListTable,
  useListUrlState,
  useOneByOneDelete,
  useStayOnLastPage,
} from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useDeleteRoleMutation, useGetAllUsersQuery, useSearchRolesQuery } from './api.ts';
import { canDeleteRole, ROLE_COLUMNS, type RoleRowActions } from './role-columns.tsx';
import { ROLE_LIST, ROLE_LIST_URL, roleListQuery } from './role-list-state.ts';
import { RoleModal } from './role-modal.tsx';

/** The users whose user name holds `search`, for the "User" filter (from the one list of every user). */
function useUserChoices(search: string) {
  const users = useGetAllUsersQuery();
  const wanted = search.trim().toLowerCase();
  const data = users.data
    ?.filter((user) => user.username.toLowerCase().includes(wanted))
    .map((user) => ({ value: user.id, label: user.username }));
  return { data, isFetching: users.isFetching, isError: users.isError };
}

const NO_ROLES: SearchedRole[] = [];
const ROLE_WORDS = { nameOf: (role: SearchedRole) => role.name, singular: 'role', plural: 'roles' };

type RoleDialog = { kind: 'edit'; role: SearchedRole | null } | { kind: 'delete'; role: SearchedRole };

/**
 * Superset's role list (Settings > Security > List Roles): name and user filters, sort, paging, each role's user and
 * permission counts, and add, edit (name, permission pairs including data access, its users) and delete, one role or a
 * selection (builtin roles excepted), with the view in the URL.
 */
export function RoleListPage() {
  const [state, update, replaceState] = useListUrlState(ROLE_LIST_URL);
  const list = useSearchRolesQuery(roleListQuery(state), { refetchOnMountOrArgChange: true });
  const roles = list.data?.result ?? NO_ROLES;
  const count = list.data?.count ?? 0;
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const [deleteRole, deleting] = useDeleteRoleMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const rowActions: RoleRowActions = {
    edit: (role) => setDialog({ kind: 'edit', role }),
    remove: (role) => setDialog({ kind: 'delete', role }),
  };
  const view = useListTable({
    model: ROLE_LIST,
    state,
    update,
    items: roles,
    columns: ROLE_COLUMNS,
    rowActions,
    canSelect: canDeleteRole,
    showActions: true,
  });
  const bulkDelete = useOneByOneDelete((role: SearchedRole) => deleteRole(role.id).unwrap(), ROLE_WORDS);
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(ROLE_LIST, state));
  const close = () => setDialog(null);
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'edit', role: null })}>
      Role
    </Button>
  );

  const confirmDelete = async (role: SearchedRole) => {
    try {
      await deleteRole(role.id).unwrap();
      addSuccessToast(`Deleted role: ${role.name}`);
    } catch (error) {
      addDangerToast(`There was an issue deleting ${role.name}: ${errorSummary(error)}`);
    }
    close();
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>List Roles</Title>
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
        </Group>
        <FilterBar label="Filter roles" filtered={hasFilters(ROLE_LIST, state)} onClear={clear}>
          <SearchBox
            value={state.search}
            placeholder="Name"
            w={260}
            onCommit={(search, mode) => update({ search }, mode)}
          />
          <RemoteSelect
            label="User"
            w={220}
            placeholder="All"
            value={state.user}
            useChoices={useUserChoices}
            onChange={(user) => update({ user })}
          />
        </FilterBar>
        {view.bulkSelect && (
          <BulkBar
            selectedCount={view.selectedIds.length}
            selectableCount={view.selectable.length}
            onSelectAll={view.selectAll}
            onDeselectAll={view.clearSelection}
            onClose={view.closeBulkSelect}
            onDelete={() => bulkDelete.ask(view.selected)}
          />
        )}
        <ListResults
          list={list}
          state={state}
          update={update}
          plural="roles"
          shown={roles.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(ROLE_LIST, state)}
              onClearFilters={clear}
              icon={<IconShieldLock size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="No roles yet"
              description="Add a role, then grant it permissions and data access."
              action={addButton}
            />
          }
          table={<ListTable table={view.table} label="Roles" nameColumn={{ id: 'name', maw: 480 }} />}
          cards={null}
        />
      </Stack>
      {dialog?.kind === 'edit' && <RoleModal role={dialog.role} onSaved={close} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          title="Delete Role?"
          description="This action will permanently delete the role."
          deleting={deleting.isLoading}
          onClose={close}
          onConfirm={() => void confirmDelete(dialog.role)}
        />
      )}
      {bulkDelete.pending !== null && (
        <ConfirmDeleteModal
          title="Please confirm"
          description="Are you sure you want to delete the selected roles?"
          deleting={bulkDelete.deleting}
          onClose={bulkDelete.cancel}
          onConfirm={() => void bulkDelete.confirm().then(view.clearSelection)}
        />
      )}
    </Container>
  );
}
