import { Code, Group, Table, Text } from '@mantine/core';
import type { ReportLogEntry } from '#shared/api/report.ts';
import { SortHeader } from '../../lists/index.ts';
import { formatMoment } from '../list/alert-row.ts';
import { StatusIcon } from '../list/status-icon.tsx';
import { LOG_LIST, type LogListState, type LogSortColumn } from './log-list-state.ts';

/** A run's duration as Superset's log shows it: `00:00:02.345`; empty while it has not ended. */
export function runDuration(start: string | null | undefined, end: string | null | undefined): string {
  if (!start || !end) return '';
  const ms = Date.parse(end) - Date.parse(start);
  if (!Number.isFinite(ms) || ms < 0) return '';
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/**
 * The row an alert's query answered, as `column: value` pairs (`total: 42`); the stored text as it is when it is not
 * a JSON object, and empty when there is none.
 */
export function valueRowText(json: string | null | undefined): string {
  if (!json) return '';
  try {
    const row: unknown = JSON.parse(json);
    if (row === null || typeof row !== 'object' || Array.isArray(row)) return json;
    return Object.entries(row)
      .map(([column, value]) => `${column}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(', ');
  } catch {
    return json;
  }
}

/** One run of the execution log: its state, Superset's short execution id, times, the alert's value and row, the error. */
export function LogRow({ entry, showValue }: { entry: Partial<ReportLogEntry>; showValue: boolean }) {
  const state = entry.state ?? null;
  const valueRow = valueRowText(entry.value_row_json);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <StatusIcon state={state} />
          <Text size="sm">{state ?? ''}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" title={entry.uuid}>
          {entry.uuid?.slice(0, 6) ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatMoment(entry.scheduled_dttm, 'utc')}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatMoment(entry.start_dttm, 'utc')}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{runDuration(entry.start_dttm, entry.end_dttm)}</Text>
      </Table.Td>
      {showValue && (
        <Table.Td>
          <Text size="sm">{entry.value ?? ''}</Text>
        </Table.Td>
      )}
      {showValue && (
        <Table.Td maw={260}>
          {valueRow && <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{valueRow}</Code>}
        </Table.Td>
      )}
      <Table.Td maw={420}>
        <Text
          size="sm"
          c={entry.error_message ? 'red.8' : undefined}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {entry.error_message ?? ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Props of the log's headers: whether the value shows (alerts), the sort in force and how to change it. */
export interface LogHeaderProps {
  showValue: boolean;
  state: Pick<LogListState, 'sortColumn' | 'sortOrder'>;
  onSort: (column: LogSortColumn, order: LogListState['sortOrder']) => void;
}

/**
 * The log's headers (Superset's ExecutionLog): state, execution id, when due, when started, duration, the alert's value
 * and row, the error. A sortable header sorts ascending first, and turns the sort over when pressed again.
 */
export function LogHeader({ showValue, state, onSort }: LogHeaderProps) {
  const sortable = (column: LogSortColumn) => (
    <SortHeader
      label={LOG_LIST.sortLabels[column]}
      active={state.sortColumn === column}
      desc={state.sortColumn === column && state.sortOrder === 'desc'}
      onSort={() => onSort(column, state.sortColumn === column && state.sortOrder === 'asc' ? 'desc' : 'asc')}
    />
  );
  return (
    <Table.Thead>
      <Table.Tr>
        {sortable('state')}
        <Table.Th>Execution ID</Table.Th>
        {sortable('scheduled_dttm')}
        {sortable('start_dttm')}
        <Table.Th>Duration</Table.Th>
        {showValue && sortable('value')}
        {showValue && <Table.Th>Value row</Table.Th>}
        {sortable('error_message')}
      </Table.Tr>
    </Table.Thead>
  );
}
