import { Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { isBuiltinRole } from '#shared/security/builtin-roles.ts';
import type { SearchedRole } from '#shared/web-api/security-admin.ts';
import { RowActionButton, selectColumn } from '../lists/index.ts';

/** What a row of the role list calls back into. */
export interface RoleRowActions {
  edit: (role: SearchedRole) => void;
  remove: (role: SearchedRole) => void;
}

/** Why a builtin role's delete is unavailable, as its tooltip says it. */
export const builtinDeleteReason = (name: string) => `${name} is a built-in role: it cannot be deleted.`;

type Cell = CellContext<SearchedRole, unknown>;

/** Edit and delete; a builtin role's delete is shown disabled with the reason, since the API would refuse it. */
function ActionsCell({ row, table }: Cell) {
  const actions = table.options.meta as RoleRowActions;
  const role = row.original;
  const builtin = isBuiltinRole(role.name);
  return (
    <Group gap={4} wrap="nowrap">
      <RowActionButton
        tooltip="Edit role"
        label={`Edit ${role.name}`}
        icon={<IconPencil size={18} aria-hidden />}
        onClick={() => actions.edit(role)}
      />
      <RowActionButton
        tooltip={builtin ? builtinDeleteReason(role.name) : 'Delete role'}
        label={`Delete ${role.name}`}
        color="red"
        disabled={builtin}
        icon={<IconTrash size={18} aria-hidden />}
        onClick={() => actions.remove(role)}
      />
    </Group>
  );
}

/** Whether bulk delete may take the role: builtin roles cannot be deleted. */
export const canDeleteRole = (role: SearchedRole): boolean => !isBuiltinRole(role.name);

/** Superset's RolesList columns: bulk select, the name, how many users hold the role and how many pairs it grants, and the actions. */
export const ROLE_COLUMNS: ColumnDef<SearchedRole>[] = [
  selectColumn<SearchedRole>((role) => role.name),
  {
    id: 'name',
    header: 'Name',
    accessorFn: (row) => row.name,
    cell: ({ row }) => (
      <Text size="sm" fw={500}>
        {row.original.name}
      </Text>
    ),
  },
  {
    id: 'user_ids',
    header: 'Users',
    enableSorting: false,
    cell: ({ row }) => <Text size="sm">{row.original.user_ids.length}</Text>,
  },
  {
    id: 'permission_ids',
    header: 'Permissions',
    enableSorting: false,
    cell: ({ row }) => <Text size="sm">{row.original.permission_ids.length}</Text>,
  },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
