import { Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconBinoculars, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DescriptionHint, RowActionButton, selectColumn } from '../../lists/index.ts';
import type { SavedQueryListItem } from '../api.ts';
import { savedQueryPath } from './saved-list-state.ts';
import { savedQueryName, type SavedQueryRowActions } from './use-saved-query-actions.ts';

type Cell = CellContext<SavedQueryListItem, unknown>;

/** A person's full name; '' for nobody. */
export const personName = (user: { first_name: string; last_name: string } | null): string =>
  user ? `${user.first_name} ${user.last_name}`.trim() : '';

const actionsOf = ({ table }: Pick<Cell, 'table'>) => table.options.meta as SavedQueryRowActions;

// Cells are module-level components: a cell made anew on each render would remount the table.

/** The name opening the query in SQL Lab, its description behind an info icon. */
function NameCell({ row }: Cell) {
  const query = row.original;
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Anchor component={Link} to={savedQueryPath(query.id)} lineClamp={1} title={savedQueryName(query)}>
        {savedQueryName(query)}
      </Anchor>
      {query.description && <DescriptionHint description={query.description} />}
    </Group>
  );
}

function TagsCell({ row }: Cell) {
  const tags = row.original.tags ?? [];
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag.id} variant="light" size="sm">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

function ModifiedCell({ row }: Cell) {
  return (
    <Tooltip label={new Date(row.original.changed_on).toLocaleString()}>
      <Text size="sm">{row.original.changed_on_delta_humanized}</Text>
    </Tooltip>
  );
}

/** Superset's row actions: preview, edit (open in SQL Lab), copy the link, delete. */
function ActionsCell(context: Cell) {
  const actions = actionsOf(context);
  const query = context.row.original;
  const name = savedQueryName(query);
  return (
    <Group gap={4} wrap="nowrap">
      <RowActionButton
        tooltip="Query preview"
        label={`Preview ${name}`}
        icon={<IconBinoculars size={18} aria-hidden />}
        onClick={() => actions.preview(query)}
      />
      <RowActionButton
        tooltip="Edit query"
        label={`Edit ${name}`}
        icon={<IconPencil size={18} aria-hidden />}
        onClick={() => actions.openInSqlLab(query)}
      />
      <RowActionButton
        tooltip="Copy query URL"
        label={`Copy the link of ${name}`}
        icon={<IconCopy size={18} aria-hidden />}
        onClick={() => actions.copyLink(query)}
      />
      <RowActionButton
        tooltip="Delete query"
        label={`Delete ${name}`}
        color="red"
        icon={<IconTrash size={18} aria-hidden />}
        onClick={() => actions.remove(query)}
      />
    </Group>
  );
}

/**
 * The saved query list's columns (Superset's SavedQueryList): bulk select, name, database, schema, tags, created by,
 * last modified and actions. Ids are the API's `order_column` names, so a header's sort maps straight to the query.
 */
const COLUMNS: ColumnDef<SavedQueryListItem>[] = [
  selectColumn<SavedQueryListItem>(savedQueryName),
  { id: 'label', header: 'Name', accessorFn: (row) => row.label, cell: NameCell },
  {
    id: 'database.database_name',
    header: 'Database',
    accessorFn: (row) => row.database?.database_name,
    cell: ({ row }) => <Text size="sm">{row.original.database?.database_name ?? ''}</Text>,
  },
  {
    id: 'schema',
    header: 'Schema',
    accessorFn: (row) => row.schema,
    cell: ({ row }) => <Text size="sm">{row.original.schema ?? ''}</Text>,
  },
  { id: 'tags', header: 'Tags', enableSorting: false, cell: TagsCell },
  {
    id: 'created_by.first_name',
    header: 'Created by',
    accessorFn: (row) => row.created_by?.first_name,
    cell: ({ row }) => <Text size="sm">{personName(row.original.created_by)}</Text>,
  },
  {
    id: 'changed_on_delta_humanized',
    header: 'Last modified',
    accessorFn: (row) => row.changed_on,
    cell: ModifiedCell,
  },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];

/** The columns with tags, for a server that answers them (Superset's TAGGING_SYSTEM). */
export const SAVED_QUERY_COLUMNS_WITH_TAGS = COLUMNS;

/** The columns without tags: Skyset keeps none, so its answers carry no `tags`. */
export const SAVED_QUERY_COLUMNS = COLUMNS.filter((column) => column.id !== 'tags');
