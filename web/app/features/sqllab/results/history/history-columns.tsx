import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconExternalLink, IconTable, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { ACTIVE_STATES } from '#shared/sqllab/query-state.ts';
import type { Query } from '../../types.ts';
import { ElapsedTime } from '../elapsed-time.tsx';
import { QueryStateBadge } from '../query-state-badge.tsx';

/** What a history row can do. */
export interface HistoryActions {
  onOpenInNewTab: (query: Query) => void;
  onRemove: (query: Query) => void;
  onShowResults?: (query: Query) => void;
  onCopySql: (sql: string) => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** When a query started, in the browser's time: `2026-05-31 14:03:59`. */
export function startedText(epochMs: number): string {
  const at = new Date(epochMs);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** The SQL on one line, for a row that has room for one. */
export const sqlPreview = (sql: string): string => sql.replace(/\s+/g, ' ').trim();

const helper = createColumnHelper<Query>();

/** The history table's columns: state, started, duration, rows, SQL with copy, and the row's actions. */
export function historyColumns(actions: HistoryActions) {
  return [
    helper.accessor('state', { header: 'State', cell: (context) => <QueryStateBadge state={context.getValue()} /> }),
    helper.accessor('startDttm', {
      header: 'Started',
      cell: (context) => (
        <Text size="xs" ff="monospace">
          {startedText(context.getValue())}
        </Text>
      ),
    }),
    helper.display({
      id: 'duration',
      header: 'Duration',
      cell: ({ row: { original } }) => (
        <ElapsedTime
          startDttm={original.startDttm}
          endDttm={original.endDttm}
          running={ACTIVE_STATES.includes(original.state)}
        />
      ),
    }),
    helper.accessor('rows', {
      header: 'Rows',
      cell: (context) => <Text size="xs">{context.getValue()?.toLocaleString('en-US') ?? ''}</Text>,
    }),
    helper.accessor('sql', {
      header: 'SQL',
      cell: (context) => (
        <Group gap={4} wrap="nowrap" maw={480}>
          <Text size="xs" ff="monospace" truncate="end" title={context.getValue()} style={{ minWidth: 0 }}>
            {sqlPreview(context.getValue())}
          </Text>
          <Tooltip label="Copy query">
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label="Copy query"
              onClick={() => actions.onCopySql(context.getValue())}
            >
              <IconCopy size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original } }) => <RowActions query={original} actions={actions} />,
    }),
  ];
}

function RowActions({ query, actions }: { query: Query; actions: HistoryActions }) {
  return (
    <Group gap={2} wrap="nowrap">
      {actions.onShowResults && query.state === 'success' && (
        <Tooltip label="View results">
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label="View results"
            onClick={() => actions.onShowResults?.(query)}
          >
            <IconTable size={14} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Open query in a new tab">
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label="Open query in a new tab"
          onClick={() => actions.onOpenInNewTab(query)}
        >
          <IconExternalLink size={14} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Remove query from log">
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          aria-label="Remove query from log"
          onClick={() => actions.onRemove(query)}
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
