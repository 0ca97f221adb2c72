import { Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { ChartListItem } from '#shared/api/chart.ts';
import {
  favoriteColumn,
  lastModifiedColumn,
  ownersColumn,
  RowActionButton,
  rowActionsOf,
  selectColumn,
  userColumn,
} from '../lists/index.ts';
import { ChartTitle, DashboardLinks, DatasetLink } from './chart-bits.tsx';
import { chartName } from './chart-names.ts';
import { VizTypeIcon, vizTypeLabel } from './viz-type-art.tsx';

type Cell = CellContext<ChartListItem, unknown>;

// Cells are module-level components: a cell made anew on each render would be a new component type and remount the table.

function TypeCell({ row }: Cell) {
  return (
    <Group gap={8} wrap="nowrap">
      <VizTypeIcon vizType={row.original.viz_type} />
      <Text size="sm">{vizTypeLabel(row.original.viz_type)}</Text>
    </Group>
  );
}

/** Edit and delete, shown only on charts the user may change (Superset's `can_write` plus ownership). */
function ActionsCell(context: Cell) {
  const actions = rowActionsOf(context);
  const chart = context.row.original;
  if (!actions.canEdit(chart)) return null;
  const name = chartName(chart);
  return (
    <Group gap={4} wrap="nowrap">
      <RowActionButton
        tooltip="Edit properties"
        label={`Edit ${name}`}
        icon={<IconPencil size={18} aria-hidden />}
        onClick={() => actions.edit(chart)}
      />
      <RowActionButton
        tooltip="Delete"
        label={`Delete ${name}`}
        color="red"
        icon={<IconTrash size={18} aria-hidden />}
        onClick={() => actions.remove(chart)}
      />
    </Group>
  );
}

/**
 * The chart list's columns (Superset's ChartList): bulk select, favourite, name, type, dataset, dashboards, owners, last modified,
 * modified by and actions; the page hides the select and actions columns when they do not apply. Column ids are the
 * API's `order_column` names, so a header's sort maps straight to the query; the server sorts, and an accessor is
 * what makes a column sortable in the table instance.
 */
export const CHART_COLUMNS: ColumnDef<ChartListItem>[] = [
  selectColumn<ChartListItem>(chartName),
  favoriteColumn<ChartListItem>(chartName),
  {
    id: 'slice_name',
    header: 'Name',
    accessorFn: (chart) => chart.slice_name,
    cell: ({ row }) => <ChartTitle chart={row.original} />,
  },
  { id: 'viz_type', header: 'Type', accessorFn: (chart) => chart.viz_type, cell: TypeCell },
  {
    id: 'datasource_name',
    header: 'Dataset',
    accessorFn: (chart) => chart.datasource_name_text,
    cell: ({ row }) => <DatasetLink chart={row.original} />,
  },
  {
    id: 'dashboards',
    header: 'On dashboards',
    enableSorting: false,
    cell: ({ row }) => <DashboardLinks chart={row.original} />,
  },
  ownersColumn<ChartListItem>(),
  lastModifiedColumn((chart) => chart.changed_on),
  userColumn('changed_by', 'Modified by'),
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
