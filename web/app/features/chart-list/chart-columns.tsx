import { ActionIcon, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CellContext, ColumnDef, HeaderContext } from '@tanstack/react-table';
import type { ChartListItem } from '#shared/api/chart.ts';
import { ChartTitle, DashboardLinks, DatasetLink, OwnerAvatars } from './chart-bits.tsx';
import { chartName, userName } from './chart-names.ts';
import { FavoriteStar } from './favorite-star.tsx';
import type { ChartRowActions } from './use-chart-actions.ts';
import { VizTypeIcon, vizTypeLabel } from './viz-type-art.tsx';

type Cell = CellContext<ChartListItem, unknown>;

/** The row actions, which the page hands the table as its `meta`. */
const actionsOf = ({ table }: Pick<Cell, 'table'>) => table.options.meta as ChartRowActions;

// Cells are module-level components: the table renders a function cell as a component, so a cell made anew on each
// render would be a new component type and remount the whole table every time the page renders.

function SelectAllHeader({ table }: HeaderContext<ChartListItem, unknown>) {
  return (
    <Checkbox aria-label="Select all on this page" checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()} onChange={table.getToggleAllPageRowsSelectedHandler()} />
  );
}

function SelectCell({ row }: Cell) {
  return (
    <Checkbox aria-label={`Select ${chartName(row.original)}`} checked={row.getIsSelected()} disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()} />
  );
}

function FavoriteCell(context: Cell) {
  const actions = actionsOf(context);
  const chart = context.row.original;
  return <FavoriteStar name={chartName(chart)} favorite={actions.isFavorite(chart.id)} onToggle={() => actions.toggleFavorite(chart)} />;
}

function TypeCell({ row }: Cell) {
  return (
    <Group gap={8} wrap="nowrap">
      <VizTypeIcon vizType={row.original.viz_type} />
      <Text size="sm">{vizTypeLabel(row.original.viz_type)}</Text>
    </Group>
  );
}

function LastModifiedCell({ row }: Cell) {
  return (
    <Tooltip label={new Date(row.original.changed_on_utc).toLocaleString()}>
      <Text size="sm">{row.original.changed_on_delta_humanized}</Text>
    </Tooltip>
  );
}

/** Edit and delete, shown only on charts the user may change (Superset's `can_write` plus ownership). */
function ActionsCell(context: Cell) {
  const actions = actionsOf(context);
  const chart = context.row.original;
  if (!actions.canEdit(chart)) return null;
  const name = chartName(chart);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit properties">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => actions.edit(chart)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={() => actions.remove(chart)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * The chart list's columns (Superset's ChartList): bulk select, favourite, name, type, dataset, dashboards, owners, last modified,
 * modified by and actions; the page hides the select and actions columns when they do not apply. Column ids are the
 * API's `order_column` names, so a header's sort maps straight to the query; the server sorts, and an accessor is
 * what makes a column sortable in the table instance. Cells read the row actions from the table's `meta`.
 */
export const CHART_COLUMNS: ColumnDef<ChartListItem>[] = [
  { id: 'select', enableSorting: false, header: SelectAllHeader, cell: SelectCell },
  { id: 'favorite', enableSorting: false, header: () => null, cell: FavoriteCell },
  { id: 'slice_name', header: 'Name', accessorFn: (chart) => chart.slice_name, cell: ({ row }) => <ChartTitle chart={row.original} /> },
  { id: 'viz_type', header: 'Type', accessorFn: (chart) => chart.viz_type, cell: TypeCell },
  { id: 'datasource_name', header: 'Dataset', accessorFn: (chart) => chart.datasource_name_text, cell: ({ row }) => <DatasetLink chart={row.original} /> },
  { id: 'dashboards', header: 'On dashboards', enableSorting: false, cell: ({ row }) => <DashboardLinks chart={row.original} /> },
  { id: 'owners', header: 'Owners', enableSorting: false, cell: ({ row }) => <OwnerAvatars owners={row.original.owners} /> },
  { id: 'changed_on_delta_humanized', header: 'Last modified', accessorFn: (chart) => chart.changed_on, cell: LastModifiedCell },
  {
    id: 'changed_by.first_name',
    header: 'Modified by',
    accessorFn: (chart) => chart.changed_by?.first_name,
    cell: ({ row }) => <Text size="sm">{row.original.changed_by ? userName(row.original.changed_by) : ''}</Text>,
  },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
