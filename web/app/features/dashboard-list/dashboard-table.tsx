import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { flexRender, type Header, type Table as TableInstance } from '@tanstack/react-table';
import type { DashboardListItem } from '#shared/api/dashboard.ts';

/**
 * The table view. A page holds at most 100 dashboards, so every row is drawn and the page itself scrolls, as Superset's
 * list does; sorting and selection belong to the caller's table instance.
 */
export function DashboardTable({ table }: { table: TableInstance<DashboardListItem> }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Dashboards">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => <HeaderCell key={header.id} header={header} />)}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} aria-selected={row.getIsSelected()} bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id} maw={cell.column.id === 'dashboard_title' ? 420 : undefined}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A header: plain text, or a button announcing and toggling the sort when the column sorts. */
function HeaderCell({ header }: { header: Header<DashboardListItem, unknown> }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  const narrow = header.column.id === 'select' || header.column.id === 'favorite';
  if (!header.column.getCanSort()) return <Table.Th w={narrow ? 40 : undefined}>{content}</Table.Th>;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        {content}
        <Icon size={14} aria-hidden color={sorted ? undefined : 'var(--mantine-color-dimmed)'} />
      </UnstyledButton>
    </Table.Th>
  );
}
