import { Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { RlsListItem } from '#shared/api/row-level-security.ts';
import { RowActionButton, selectColumn } from '../lists/index.ts';

/** What a row of the rule list calls back into. */
export interface RlsRowActions {
  edit: (rule: RlsListItem) => void;
  remove: (rule: RlsListItem) => void;
}

type Cell = CellContext<RlsListItem, unknown>;

/** The clause on one line, cut to the column's width; the whole of it on hover. */
function ClauseCell({ row }: Cell) {
  const { clause } = row.original;
  return (
    <Tooltip label={clause} multiline maw={480} style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
      <Text size="sm" ff="monospace" truncate="end" maw={360}>
        {clause}
      </Text>
    </Tooltip>
  );
}

/** How long ago the rule changed; who changed it on hover, when known. */
function ModifiedCell({ row }: Cell) {
  const { changed_on_delta_humanized: age, changed_by: by } = row.original;
  const text = <Text size="sm">{age}</Text>;
  if (by === null) return text;
  return <Tooltip label={`Modified by ${`${by.first_name} ${by.last_name ?? ''}`.trim()}`}>{text}</Tooltip>;
}

/** Edit and delete; the page shows the column to writers only. */
function ActionsCell({ row, table }: Cell) {
  const actions = table.options.meta as RlsRowActions;
  const rule = row.original;
  return (
    <Group gap={4} wrap="nowrap">
      <RowActionButton
        tooltip="Edit"
        label={`Edit ${rule.name}`}
        icon={<IconPencil size={18} aria-hidden />}
        onClick={() => actions.edit(rule)}
      />
      <RowActionButton
        tooltip="Delete"
        label={`Delete ${rule.name}`}
        color="red"
        icon={<IconTrash size={18} aria-hidden />}
        onClick={() => actions.remove(rule)}
      />
    </Group>
  );
}

const plainText = (value: (rule: RlsListItem) => string | null) =>
  function TextCell({ row }: Cell) {
    return <Text size="sm">{value(row.original) ?? ''}</Text>;
  };

/** Superset's RowLevelSecurityList columns: bulk select, name, filter type, group key, clause, last change, actions. */
export const RLS_COLUMNS: ColumnDef<RlsListItem>[] = [
  selectColumn<RlsListItem>((rule) => rule.name),
  {
    id: 'name',
    header: 'Name',
    accessorFn: (rule) => rule.name,
    cell: ({ row }) => (
      <Text size="sm" fw={500}>
        {row.original.name}
      </Text>
    ),
  },
  {
    id: 'filter_type',
    header: 'Filter Type',
    accessorFn: (rule) => rule.filter_type,
    cell: plainText((rule) => rule.filter_type),
  },
  {
    id: 'group_key',
    header: 'Group Key',
    accessorFn: (rule) => rule.group_key,
    cell: plainText((rule) => rule.group_key),
  },
  { id: 'clause', header: 'Clause', accessorFn: (rule) => rule.clause, cell: ClauseCell },
  {
    id: 'changed_on_delta_humanized',
    header: 'Last modified',
    accessorFn: (rule) => rule.changed_on_delta_humanized,
    cell: ModifiedCell,
  },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
