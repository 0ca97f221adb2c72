import { Alert, Button, Center, Group, Loader, Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconArrowsSort, IconRefresh, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeError } from '../../core/describe-error.ts';
import { pageCountOf, pageRangeLabel } from './list-params.ts';

/** The first load of a list, before any page has arrived. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/** A failed request: the status and the server's words, and a way to ask again. */
export function ListError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { status, title, message } = describeError(error);
  const heading = status === undefined || status === 0 ? `Could not load ${what}: ${title}` : `Could not load ${what} (error ${status}): ${title}`;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />} title={heading}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** The search box above a list; Superset's `Name` filter. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput label={label} placeholder="Type a value" w={280} leftSection={<IconSearch size={16} aria-hidden />} value={value}
      onChange={(event) => onChange(event.currentTarget.value)} />
  );
}

/** A column header that sorts: it says how the list is sorted and turns the sort over when pressed. */
export function SortHeader({ label, active, desc, onSort }: { label: string; active: boolean; desc: boolean; onSort: () => void }) {
  const Icon = !active ? IconArrowsSort : desc ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={!active ? 'none' : desc ? 'descending' : 'ascending'}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        {label}
        <Icon size={14} aria-hidden color={active ? undefined : 'var(--mantine-color-dimmed)'} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Superset's list footer: `1-25 of 44` and the pager. */
export function ListFooter({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  const pages = pageCountOf(count);
  return (
    <Group justify="space-between" role="navigation" aria-label="Pages">
      <Text size="sm" c="dimmed">
        {pageRangeLabel(page, count)}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page + 1} onChange={(next) => onPage(next - 1)} size="sm" withEdges />}
    </Group>
  );
}

/** The row of a list's title: the heading (and what goes beside it) and the buttons of the screen. */
export function ListTitle({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center">
      <Group gap="md" align="baseline">
        {title}
        {aside}
      </Group>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
