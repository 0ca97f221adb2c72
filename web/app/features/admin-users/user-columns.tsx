import { Badge, Group, Text } from '@mantine/core';
import { IconKey, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { SecurityUser } from '#shared/web-api/security-admin.ts';
import { RowActionButton, selectColumn } from '../lists/index.ts';
import { userLabel, type UserRowActions } from './use-user-actions.ts';

type Cell = CellContext<SecurityUser, unknown>;

const actionsOf = ({ table }: Pick<Cell, 'table'>) => table.options.meta as UserRowActions;
const text = (value: string) => <Text size="sm">{value}</Text>;

// Cells are module-level components: a cell made anew on each render would remount the table.

function ActiveCell({ row }: Cell) {
  return row.original.active ? (
    <Badge color="green" variant="light">
      Yes
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      No
    </Badge>
  );
}

function RolesCell({ row }: Cell) {
  return (
    <Group gap={4}>
      {row.original.roles.map((role) => (
        <Badge key={role.id} variant="outline" size="sm" tt="none">
          {role.name}
        </Badge>
      ))}
    </Group>
  );
}

function LastLoginCell({ row }: Cell) {
  const { last_login: lastLogin } = row.original;
  return text(lastLogin ? new Date(lastLogin).toLocaleString() : 'Never');
}

/** Superset's row actions: edit, reset password, (de)activate, delete. */
function ActionsCell(context: Cell) {
  const actions = actionsOf(context);
  const user = context.row.original;
  const name = userLabel(user);
  return (
    <Group gap={4} wrap="nowrap">
      <RowActionButton
        tooltip="Edit user"
        label={`Edit ${name}`}
        icon={<IconPencil size={18} aria-hidden />}
        onClick={() => actions.edit(user)}
      />
      <RowActionButton
        tooltip="Reset password"
        label={`Reset the password of ${name}`}
        icon={<IconKey size={18} aria-hidden />}
        onClick={() => actions.resetPassword(user)}
      />
      {user.active ? (
        <RowActionButton
          tooltip="Deactivate user"
          label={`Deactivate ${name}`}
          icon={<IconPlayerPause size={18} aria-hidden />}
          onClick={() => actions.toggleActive(user)}
        />
      ) : (
        <RowActionButton
          tooltip="Activate user"
          label={`Activate ${name}`}
          icon={<IconPlayerPlay size={18} aria-hidden />}
          onClick={() => actions.toggleActive(user)}
        />
      )}
      <RowActionButton
        tooltip="Delete user"
        label={`Delete ${name}`}
        color="red"
        icon={<IconTrash size={18} aria-hidden />}
        onClick={() => actions.remove(user)}
      />
    </Group>
  );
}

/**
 * The user list's columns (Superset's UsersList): bulk select, first and last name, user name, e-mail, active, roles, login count,
 * last login and actions. Ids are UserApi's `order_columns`, so a header's sort maps straight to the query.
 */
export const USER_COLUMNS: ColumnDef<SecurityUser>[] = [
  selectColumn<SecurityUser>((user) => user.username),
  {
    id: 'first_name',
    header: 'First name',
    accessorFn: (row) => row.first_name,
    cell: ({ row }) => text(row.original.first_name),
  },
  {
    id: 'last_name',
    header: 'Last name',
    accessorFn: (row) => row.last_name,
    cell: ({ row }) => text(row.original.last_name),
  },
  {
    id: 'username',
    header: 'User name',
    accessorFn: (row) => row.username,
    cell: ({ row }) => (
      <Text size="sm" fw={500}>
        {row.original.username}
      </Text>
    ),
  },
  { id: 'email', header: 'Email', accessorFn: (row) => row.email, cell: ({ row }) => text(row.original.email) },
  { id: 'active', header: 'Is active?', accessorFn: (row) => row.active, cell: ActiveCell },
  { id: 'roles', header: 'Roles', enableSorting: false, cell: RolesCell },
  {
    id: 'login_count',
    header: 'Login count',
    accessorFn: (row) => row.login_count,
    cell: ({ row }) => text(String(row.original.login_count ?? 0)),
  },
  { id: 'last_login', header: 'Last login', accessorFn: (row) => row.last_login, cell: LastLoginCell },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
