import { Table } from '@mantine/core';
import { flexRender, type Header, type Table as TableInstance } from '@tanstack/react-table';
import { SortHeader } from './sort-header.tsx';

/** Props of a list's table: the caller's table instance, its accessible name, and the column of the item's name. */
export interface ListTableProps<T> {
  table: TableInstance<T>;
  /** The table's accessible name (`Charts`). */
  label: string;
  /** The name column, held to `maw` pixels so long names do not push the other columns out. */
  nameColumn: { id: string; maw: number };
}

/**
 * The table view of a list. A page holds at most 100 items, so every row is drawn and the page itself scrolls, as
 * Superset's lists do; sorting and selection belong to the caller's table instance.
 */
export function ListTable<T>({ table, label, nameColumn }: ListTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              aria-selected={row.getIsSelected()}
              bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id} maw={cell.column.id === nameColumn.id ? nameColumn.maw : undefined}>
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
function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  const narrow = header.column.id === 'select' || header.column.id === 'favorite';
  if (!header.column.getCanSort()) return <Table.Th w={narrow ? 40 : undefined}>{content}</Table.Th>;
  const sorted = header.column.getIsSorted();
  return (
    <SortHeader
      label={content}
      active={sorted !== false}
      desc={sorted === 'desc'}
      onSort={() => header.column.toggleSorting()}
    />
  );
}
