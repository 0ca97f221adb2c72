import { Group, Table, Text } from '@mantine/core';
import type { ReportLogEntry } from '#shared/api/report.ts';
import { formatMoment } from '../list/alert-row.ts';
import { StatusIcon } from '../list/status-icon.tsx';

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

/** One run of the execution log. */
export function LogRow({ entry, showValue }: { entry: Partial<ReportLogEntry>; showValue: boolean }) {
  const state = entry.state ?? null;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <StatusIcon state={state} />
          <Text size="sm">{state ?? ''}</Text>
        </Group>
      </Table.Td>
      <Table.Td><Text size="sm">{formatMoment(entry.scheduled_dttm, 'utc')}</Text></Table.Td>
      <Table.Td><Text size="sm">{formatMoment(entry.start_dttm, 'utc')}</Text></Table.Td>
      <Table.Td><Text size="sm">{runDuration(entry.start_dttm, entry.end_dttm)}</Text></Table.Td>
      {showValue && <Table.Td><Text size="sm">{entry.value ?? ''}</Text></Table.Td>}
      <Table.Td maw={420}>
        <Text size="sm" c={entry.error_message ? 'red.8' : undefined} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.error_message ?? ''}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The log's headers (Superset's ExecutionLog): the value only for alerts. */
export function LogHeader({ showValue }: { showValue: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>State</Table.Th>
        <Table.Th>Scheduled at (UTC)</Table.Th>
        <Table.Th>Start at (UTC)</Table.Th>
        <Table.Th>Duration</Table.Th>
        {showValue && <Table.Th>Value</Table.Th>}
        <Table.Th>Error message</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
