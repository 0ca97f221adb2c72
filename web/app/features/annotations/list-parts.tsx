import { Group, Pagination, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { pageCountOf, pageRangeLabel } from './list-params.ts';

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
