import { Group } from '@mantine/core';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import {
  favoriteColumn,
  lastModifiedColumn,
  ownersColumn,
  RowActionButton,
  selectColumn,
  userColumn,
} from '../lists/index.ts';
import { DashboardTitle, StatusBadge } from './dashboard-bits.tsx';
import { dashboardName } from './names.ts';
import type { DashboardRowActions } from './use-dashboard-actions.ts';

type Cell = CellContext<DashboardListItem, unknown>;

/** The row actions, which the page hands the table as its `meta`. */
const actionsOf = ({ table }: Pick<Cell, 'table'>) => table.options.meta as DashboardRowActions;

// Cells are module-level components: a cell made anew on each render would be a new component type and remount the table.

/** Edit and delete on dashboards the user may change, export for users who may export (Superset's row actions). */
function ActionsCell(context: Cell) {
  const actions = actionsOf(context);
  const dashboard = context.row.original;
  const name = dashboardName(dashboard);
  const editable = actions.canEdit(dashboard);
  return (
    <Group gap={4} wrap="nowrap">
      {editable && (
        <RowActionButton
          tooltip="Edit"
          label={`Edit ${name}`}
          icon={<IconPencil size={18} aria-hidden />}
          onClick={() => actions.edit(dashboard)}
        />
      )}
      {actions.canExport && (
        <RowActionButton
          tooltip="Export"
          label={`Export ${name}`}
          icon={<IconUpload size={18} aria-hidden />}
          onClick={() => actions.exportOne(dashboard)}
        />
      )}
      {editable && (
        <RowActionButton
          tooltip="Delete"
          label={`Delete ${name}`}
          color="red"
          icon={<IconTrash size={18} aria-hidden />}
          onClick={() => actions.remove(dashboard)}
        />
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
  selectColumn<DashboardListItem>(dashboardName),
  favoriteColumn<DashboardListItem>(dashboardName),
  {
    id: 'dashboard_title',
    header: 'Name',
    accessorFn: (row) => row.dashboard_title,
    cell: ({ row }) => <DashboardTitle dashboard={row.original} />,
  },
  {
    id: 'published',
    header: 'Status',
    accessorFn: (row) => row.published,
    cell: ({ row }) => <StatusBadge published={row.original.published} />,
  },
  userColumn('changed_by', 'Modified by'),
  lastModifiedColumn((row) => row.changed_on_utc),
  userColumn('created_by', 'Created by'),
  ownersColumn<DashboardListItem>(),
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
