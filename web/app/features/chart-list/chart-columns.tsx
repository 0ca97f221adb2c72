import { ActionIcon, Anchor, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconCertificate, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ChartListItem } from '#shared/api/chart.ts';
import { chartRegistration } from '../../plugins/registry.ts';
import { FavoriteStar } from './favorite-star.tsx';

/** What the row cells call back into: favourites, editing and deleting. */
export interface ChartRowActions {
  canWrite: boolean;
  isFavorite: (id: number) => boolean;
  toggleFavorite: (chart: ChartListItem) => void;
  edit: (chart: ChartListItem) => void;
  remove: (chart: ChartListItem) => void;
}

/** A chart's name for people: its title, or Superset's placeholder for an untitled one. */
export const chartName = (chart: ChartListItem) => chart.slice_name ?? '[Untitled]';

/** The viz type's gallery name, or the raw viz type for one Skyset does not draw. */
export const vizTypeLabel = (vizType: string | null) =>
  vizType === null ? '' : (chartRegistration(vizType)?.metadata.name ?? vizType);

const ownerNames = (chart: ChartListItem) => chart.owners.map((owner) => `${owner.first_name} ${owner.last_name}`.trim()).join(', ');

/** The chart list's columns; ids match the API's `order_column` names so table sorting maps straight to the query. */
export function chartColumns(actions: ChartRowActions): ColumnDef<ChartListItem>[] {
  const select: ColumnDef<ChartListItem> = {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox aria-label="Select all" checked={table.getIsAllRowsSelected()} indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()} />
    ),
    cell: ({ row }) => (
      <Checkbox aria-label={`Select ${chartName(row.original)}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
    ),
  };
  const columns: ColumnDef<ChartListItem>[] = [
    {
      id: 'favorite',
      enableSorting: false,
      header: () => null,
      cell: ({ row }) => (
        <FavoriteStar name={chartName(row.original)} favorite={actions.isFavorite(row.original.id)} onToggle={() => actions.toggleFavorite(row.original)} />
      ),
    },
    {
      id: 'slice_name',
      header: 'Name',
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          {row.original.certified_by !== null && (
            <Tooltip label={`Certified by ${row.original.certified_by}`}>
              <IconCertificate size={16} aria-label="Certified" color="var(--mantine-color-blue-6)" />
            </Tooltip>
          )}
          <Anchor component={Link} to={row.original.slice_url}>
            {chartName(row.original)}
          </Anchor>
        </Group>
      ),
    },
    { id: 'viz_type', header: 'Type', cell: ({ row }) => vizTypeLabel(row.original.viz_type) },
    { id: 'datasource_name', header: 'Dataset', cell: ({ row }) => row.original.datasource_name_text ?? '' },
    { id: 'owners', header: 'Owners', enableSorting: false, cell: ({ row }) => <Text size="sm">{ownerNames(row.original)}</Text> },
    { id: 'changed_on_delta_humanized', header: 'Last modified', cell: ({ row }) => row.original.changed_on_delta_humanized },
  ];
  if (!actions.canWrite) return columns;
  return [select, ...columns, { id: 'actions', header: 'Actions', enableSorting: false, cell: ({ row }) => <RowActions chart={row.original} actions={actions} /> }];
}

function RowActions({ chart, actions }: { chart: ChartListItem; actions: ChartRowActions }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit ${chartName(chart)}`} onClick={() => actions.edit(chart)}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${chartName(chart)}`} onClick={() => actions.remove(chart)}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
