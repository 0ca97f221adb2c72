import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Props of a sorting column header: its words, whether the list sorts by it and which way, and how to turn it over. */
export interface SortHeaderProps {
  label: ReactNode;
  active: boolean;
  desc: boolean;
  onSort: () => void;
}

/** A column header that sorts: it says how the list is sorted and turns the sort over when pressed. */
export function SortHeader({ label, active, desc, onSort }: SortHeaderProps) {
  const Icon = !active ? IconArrowsSort : desc ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={!active ? 'none' : desc ? 'descending' : 'ascending'}>
      <UnstyledButton
        onClick={onSort}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
      >
        {label}
        <Icon size={14} aria-hidden color={active ? undefined : 'var(--mantine-color-dimmed)'} />
      </UnstyledButton>
    </Table.Th>
  );
}
