import { Badge, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { QueryHistoryItem } from '#shared/api/query-history.ts';
import type { QueryState } from '#shared/sqllab/query-state.ts';
import { SqlPreview } from '../../../ui/sql-preview.tsx';
import { RowActionButton } from '../../lists/index.ts';
import { personName } from '../saved-list/saved-columns.tsx';
import { formatDuration, formatStart, stateLabel } from './history-state.ts';

type Cell = CellContext<QueryHistoryItem, unknown>;

/** What a row of the history calls back into. */
export interface HistoryRowActions {
  preview: (query: QueryHistoryItem) => void;
  openInSqlLab: (query: QueryHistoryItem) => void;
}

const actionsOf = ({ table }: Pick<Cell, 'table'>) => table.options.meta as HistoryRowActions;

/** Each state's colour: green done, red failed, grey stopped, blue still at work. */
const STATE_COLORS: Partial<Record<QueryState, string>> = {
  success: 'green',
  failed: 'red',
  timed_out: 'red',
  stopped: 'gray',
};

function StateCell({ row }: Cell) {
  const { status } = row.original;
  return (
    <Badge variant="light" color={STATE_COLORS[status] ?? 'blue'}>
      {stateLabel(status)}
    </Badge>
  );
}

/** When it started, and how long it took (Superset's "Time" column). */
function TimeCell({ row }: Cell) {
  const { start_time: start, end_time: end } = row.original;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatStart(start)}
      </Text>
      <Text size="xs" c="dimmed" aria-label="Duration">
        {end === null ? 'Running' : formatDuration(end - start)}
      </Text>
    </Stack>
  );
}

/** The first lines of the SQL; a click shows it whole. */
function SqlCell(context: Cell) {
  const query = context.row.original;
  return (
    <Tooltip label="Show the whole query" openDelay={400}>
      <UnstyledButton
        aria-label={`Preview the SQL of query ${query.id}`}
        onClick={() => actionsOf(context).preview(query)}
        w="100%"
        maw={420}
      >
        <SqlPreview sql={query.sql} maxLines={3} label={`SQL of query ${query.id}`} />
      </UnstyledButton>
    </Tooltip>
  );
}

function ActionsCell(context: Cell) {
  const query = context.row.original;
  return (
    <Group gap={4} wrap="nowrap">
      <RowActionButton
        tooltip="Open query in SQL Lab"
        label={`Open query ${query.id} in SQL Lab`}
        icon={<IconExternalLink size={18} aria-hidden />}
        onClick={() => actionsOf(context).openInSqlLab(query)}
      />
    </Group>
  );
}

const text = (value: string | number | null) => <Text size="sm">{value ?? ''}</Text>;

/**
 * The query history's columns (Superset's QueryList): state, time with duration, tab name, database, user, rows,
 * SQL and the open action. Ids are the API's `order_column` names where the column sorts.
 */
export const HISTORY_COLUMNS: ColumnDef<QueryHistoryItem>[] = [
  { id: 'status', header: 'State', enableSorting: false, cell: StateCell },
  { id: 'start_time', header: 'Time', accessorFn: (row) => row.start_time, cell: TimeCell },
  {
    id: 'tab_name',
    header: 'Tab name',
    accessorFn: (row) => row.tab_name,
    cell: ({ row }) => text(row.original.tab_name),
  },
  {
    id: 'database.database_name',
    header: 'Database',
    accessorFn: (row) => row.database.database_name,
    cell: ({ row }) => text(row.original.database.database_name),
  },
  {
    id: 'user.first_name',
    header: 'User',
    accessorFn: (row) => row.user.first_name,
    cell: ({ row }) => text(personName(row.original.user)),
  },
  {
    id: 'rows',
    header: 'Rows',
    accessorFn: (row) => row.rows,
    cell: ({ row }) => text(row.original.rows === null ? null : row.original.rows.toLocaleString()),
  },
  { id: 'sql', header: 'SQL', accessorFn: (row) => row.sql, cell: SqlCell },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
