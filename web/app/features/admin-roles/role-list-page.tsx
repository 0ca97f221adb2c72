import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconShieldLock, IconTrash } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { SearchedRole } from '#shared/web-api/security-admin.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import {
  clearFilters,
  FilterBar,
  hasFilters,
  ListEmpty,
  ListResults,
  ListTable,
  RemoteSelect,
  RowActionButton,
  SearchBox,
  useListTable,
  useListUrlState,
  useStayOnLastPage,
} from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useDeleteRoleMutation, useGetAllUsersQuery, useSearchRolesQuery } from './api.ts';
import { ROLE_LIST, ROLE_LIST_URL, roleListQuery } from './role-list-state.ts';
import { RoleModal } from './role-modal.tsx';

interface RoleRowActions {
  edit: (role: SearchedRole) => void;
  remove: (role: SearchedRole) => void;
}

type Cell = CellContext<SearchedRole, unknown>;

function ActionsCell({ row, table }: Cell) {
  const actions = table.options.meta as RoleRowActions;
  const role = row.original;
  return (
    <Group gap={4} wrap="nowrap">
      <RowActionButton tooltip="Edit role" label={`Edit ${role.name}`} icon={<IconPencil size={18} aria-hidden />} onClick={() => actions.edit(role)} />
      <RowActionButton tooltip="Delete role" label={`Delete ${role.name}`} color="red" icon={<IconTrash size={18} aria-hidden />} onClick={() => actions.remove(role)} />
    </Group>
  );
}

/** Superset's RolesList columns: the name, how many users hold the role and how many pairs it grants, and the actions. */
const ROLE_COLUMNS: ColumnDef<SearchedRole>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name, cell: ({ row }) => <Text size="sm" fw={500}>{row.original.name}</Text> },
  { id: 'user_ids', header: 'Users', enableSorting: false, cell: ({ row }) => <Text size="sm">{row.original.user_ids.length}</Text> },
  { id: 'permission_ids', header: 'Permissions', enableSorting: false, cell: ({ row }) => <Text size="sm">{row.original.permission_ids.length}</Text> },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];

/** The users whose user name holds `search`, for the "User" filter (from the one list of every user). */
function useUserChoices(search: string) {
  const users = useGetAllUsersQuery();
  const wanted = search.trim().toLowerCase();
  const data = users.data?.filter((user) => user.username.toLowerCase().includes(wanted)).map((user) => ({ value: user.id, label: user.username }));
  return { data, isFetching: users.isFetching, isError: users.isError };
}

const NO_ROLES: SearchedRole[] = [];
const noBulkSelect = () => false;

type RoleDialog = { kind: 'edit'; role: SearchedRole | null } | { kind: 'delete'; role: SearchedRole };

/**
 * Superset's role list (Settings > Security > List Roles): name and user filters, sort, paging, each role's user and
 * permission counts, and add, edit (name, permission pairs including data access, its users) and delete, with the view
 * in the URL.
 */
export function RoleListPage() {
  const [state, update, replaceState] = useListUrlState(ROLE_LIST_URL);
  const list = useSearchRolesQuery(roleListQuery(state), { refetchOnMountOrArgChange: true });
  const roles = list.data?.result ?? NO_ROLES;
  const count = list.data?.count ?? 0;
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const [deleteRole, deleting] = useDeleteRoleMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const rowActions: RoleRowActions = { edit: (role) => setDialog({ kind: 'edit', role }), remove: (role) => setDialog({ kind: 'delete', role }) };
  const view = useListTable({ model: ROLE_LIST, state, update, items: roles, columns: ROLE_COLUMNS, rowActions, canSelect: noBulkSelect, showActions: true });
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(ROLE_LIST, state));
  const close = () => setDialog(null);
  const addButton = <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'edit', role: null })}>Role</Button>;

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
          {addButton}
        </Group>
        <FilterBar label="Filter roles" filtered={hasFilters(ROLE_LIST, state)} onClear={clear}>
          <SearchBox value={state.search} placeholder="Name" w={260} onCommit={(search, mode) => update({ search }, mode)} />
          <RemoteSelect label="User" w={220} placeholder="All" value={state.user} useChoices={useUserChoices} onChange={(user) => update({ user })} />
        </FilterBar>
        <ListResults list={list} state={state} update={update} plural="roles" shown={roles.length} count={count}
          empty={
            <ListEmpty filtered={hasFilters(ROLE_LIST, state)} onClearFilters={clear}
              icon={<IconShieldLock size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="No roles yet" description="Add a role, then grant it permissions and data access." action={addButton} />
          }
          table={<ListTable table={view.table} label="Roles" nameColumn={{ id: 'name', maw: 480 }} />}
          cards={null} />
      </Stack>
      {dialog?.kind === 'edit' && <RoleModal role={dialog.role} onSaved={close} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal title="Delete Role?" description="This action will permanently delete the role." deleting={deleting.isLoading}
          onClose={close} onConfirm={() => void confirmDelete(dialog.role)} />
      )}
    </Container>
  );
}
