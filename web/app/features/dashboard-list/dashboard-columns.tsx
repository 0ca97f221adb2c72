import { ActionIcon, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import type { CellContext, ColumnDef, HeaderContext } from '@tanstack/react-table';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { FavoriteStar, OwnerAvatars } from '../chart-list/index.ts';
import { DashboardTitle, StatusBadge, UserName } from './dashboard-bits.tsx';
import { dashboardName } from './names.ts';
import type { DashboardRowActions } from './use-dashboard-actions.ts';

type Cell = CellContext<DashboardListItem, unknown>;

/** The row actions, which the page hands the table as its `meta`. */
const actionsOf = ({ table }: Pick<Cell, 'table'>) => table.options.meta as DashboardRowActions;

// Cells are module-level components: a cell made anew on each render would be a new component type and remount the table.

function SelectAllHeader({ table }: HeaderContext<DashboardListItem, unknown>) {
  return (
    <Checkbox aria-label="Select all on this page" checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()} onChange={table.getToggleAllPageRowsSelectedHandler()} />
  );
}

function SelectCell({ row }: Cell) {
  return (
    <Checkbox aria-label={`Select ${dashboardName(row.original)}`} checked={row.getIsSelected()} disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()} />
  );
}

function FavoriteCell(context: Cell) {
  const actions = actionsOf(context);
  const dashboard = context.row.original;
  return <FavoriteStar name={dashboardName(dashboard)} favorite={actions.isFavorite(dashboard.id)} onToggle={() => actions.toggleFavorite(dashboard)} />;
}

function LastModifiedCell({ row }: Cell) {
  return (
    <Tooltip label={new Date(row.original.changed_on_utc).toLocaleString()}>
      <Text size="sm">{row.original.changed_on_delta_humanized}</Text>
    </Tooltip>
  );
}

/** Edit and delete on dashboards the user may change, export for users who may export (Superset's row actions). */
function ActionsCell(context: Cell) {
  const actions = actionsOf(context);
  const dashboard = context.row.original;
  const name = dashboardName(dashboard);
  const editable = actions.canEdit(dashboard);
  return (
    <Group gap={4} wrap="nowrap">
      {editable && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => actions.edit(dashboard)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {actions.canExport && (
        <Tooltip label="Export">
          <ActionIcon variant="subtle" aria-label={`Export ${name}`} onClick={() => actions.exportOne(dashboard)}>
            <IconUpload size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {editable && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={() => actions.remove(dashboard)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/**
 * The dashboard list's columns (Superset's DashboardList): bulk select, favourite, name, status, modified by, last
 * modified, created by, owners and actions. Column ids are the API's `order_column` names, so a header's sort maps
 * straight to the query; an accessor is what makes a column sortable in the table instance.
 */
export const DASHBOARD_COLUMNS: ColumnDef<DashboardListItem>[] = [
  { id: 'select', enableSorting: false, header: SelectAllHeader, cell: SelectCell },
  { id: 'favorite', enableSorting: false, header: () => null, cell: FavoriteCell },
  { id: 'dashboard_title', header: 'Name', accessorFn: (row) => row.dashboard_title, cell: ({ row }) => <DashboardTitle dashboard={row.original} /> },
  { id: 'published', header: 'Status', accessorFn: (row) => row.published, cell: ({ row }) => <StatusBadge published={row.original.published} /> },
  { id: 'changed_by.first_name', header: 'Modified by', accessorFn: (row) => row.changed_by?.first_name, cell: ({ row }) => <UserName user={row.original.changed_by} /> },
  { id: 'changed_on_delta_humanized', header: 'Last modified', accessorFn: (row) => row.changed_on_utc, cell: LastModifiedCell },
  { id: 'created_by.first_name', header: 'Created by', accessorFn: (row) => row.created_by?.first_name, cell: ({ row }) => <UserName user={row.original.created_by} /> },
  { id: 'owners', header: 'Owners', enableSorting: false, cell: ({ row }) => <OwnerAvatars owners={row.original.owners} /> },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
