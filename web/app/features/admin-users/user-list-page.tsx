import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import type { SecurityUser } from '#shared/web-api/security-admin.ts';
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
  useOneByOneDelete,
  useStayOnLastPage,
} from '../lists/index.ts';
import { useDeleteUserMutation, useGetSecurityUsersQuery } from './api.ts';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { USER_COLUMNS } from './user-columns.tsx';
import { UserFilters } from './user-filters.tsx';
import { USER_LIST, USER_LIST_URL, userListQuery } from './user-list-state.ts';
import { UserModal } from './user-modal.tsx';
import { useUserActions } from './use-user-actions.ts';

const NO_USERS: SecurityUser[] = [];
const anyUser = () => true;
const USER_WORDS = { nameOf: (user: SecurityUser) => user.username, singular: 'user', plural: 'users' };

/**
 * Superset's user list (Settings > Security > List Users): user name, role and active filters, sortable columns,
 * paging, and add, edit, reset password, (de)activate and delete, one user or a selection, with the view in the URL.
 */
export function UserListPage() {
  const [state, update, replaceState] = useListUrlState(USER_LIST_URL);
  const list = useGetSecurityUsersQuery(userListQuery(state), { refetchOnMountOrArgChange: true });
  const users = list.data?.result ?? NO_USERS;
  const count = list.data?.count ?? 0;
  const actions = useUserActions();
  const view = useListTable({
    model: USER_LIST,
    state,
    update,
    items: users,
    columns: USER_COLUMNS,
    rowActions: actions.rowActions,
    canSelect: anyUser,
    showActions: true,
  });
  const [deleteUser] = useDeleteUserMutation();
  const bulkDelete = useOneByOneDelete((user: SecurityUser) => deleteUser(user.id).unwrap(), USER_WORDS);
  useStayOnLastPage(list, state, count, update);
  const clear = () => replaceState(clearFilters(USER_LIST, state));
  const { dialog } = actions;
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={actions.add}>
      User
    </Button>
  );

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>List Users</Title>
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
        <UserFilters state={state} onChange={update} onClear={clear} />
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
          plural="users"
          shown={users.length}
          count={count}
          empty={
            <ListEmpty
              filtered={hasFilters(USER_LIST, state)}
              onClearFilters={clear}
              icon={<IconUsers size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
              title="No users yet"
              description="Add a user and give them roles."
              action={addButton}
            />
          }
          table={<ListTable table={view.table} label="Users" nameColumn={{ id: 'username', maw: 240 }} />}
          cards={null}
        />
      </Stack>
      {dialog?.kind === 'edit' && <UserModal user={dialog.user} onSaved={actions.close} onClose={actions.close} />}
      {dialog?.kind === 'password' && (
        <ResetPasswordModal user={dialog.user} onDone={actions.close} onClose={actions.close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          title="Delete User?"
          description={`Are you sure you want to delete ${dialog.user.username}?`}
          deleting={actions.deleting}
          onClose={actions.close}
          onConfirm={() => void actions.confirmDelete(dialog.user)}
        />
      )}
      {bulkDelete.pending !== null && (
        <ConfirmDeleteModal
          title="Please confirm"
          description="Are you sure you want to delete the selected users?"
          deleting={bulkDelete.deleting}
          onClose={bulkDelete.cancel}
          onConfirm={() => void bulkDelete.confirm().then(view.clearSelection)}
        />
      )}
    </Container>
  );
}
