import { Table as MantineTable, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/** Up to this many rows the table draws every row; past it only the rows in view are in the DOM. */
export const WINDOW_AFTER_ROWS = 100;

/** Props of a virtual table: a table instance built by the caller with `useReactTable`, and its scroll box. */
export interface VirtualTableProps<T> {
  table: Table<T>;
  /** Height of the scrolling body; rows outside it are not in the DOM. */
  height?: number;
  /** Estimated row height in pixels, refined by measuring drawn rows. */
  rowHeight?: number;
  /** Accessible name of the table. */
  label: string;
}

/**
 * A table whose rows are virtualized, so lists and result grids of any length scroll smoothly. Sorting, selection
 * and columns belong to the caller's table instance; a sortable header is a button that toggles its sort.
 */
export function VirtualTable<T>({ table, height = 600, rowHeight = 44, label }: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // Before the box is measured (and in test DOMs that never measure), draw as if it had its full height.
    initialRect: { width: 1024, height },
  });
  // A page of a list is drawn whole; only long grids pay for windowing (and its measuring).
  const windowed = rows.length > WINDOW_AFTER_ROWS;
  const items = windowed ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = windowed ? (items[0]?.start ?? 0) : 0;
  const padBottom = windowed ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div ref={scrollRef} style={{ maxHeight: height, overflowY: 'auto' }}>
      <MantineTable stickyHeader highlightOnHover aria-label={label} aria-rowcount={rows.length + 1}>
        <MantineTable.Thead>
          {table.getHeaderGroups().map((group) => (
            <MantineTable.Tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </MantineTable.Tr>
          ))}
        </MantineTable.Thead>
        <MantineTable.Tbody>
          {padTop > 0 && <SpacerRow height={padTop} columns={columnCount} />}
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <MantineTable.Tr
                key={row.id}
                data-index={item.index}
                ref={windowed ? virtualizer.measureElement : undefined}
                aria-selected={row.getIsSelected()}
              >
                {row.getVisibleCells().map((cell) => (
                  <MantineTable.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </MantineTable.Td>
                ))}
              </MantineTable.Tr>
            );
          })}
          {padBottom > 0 && <SpacerRow height={padBottom} columns={columnCount} />}
        </MantineTable.Tbody>
      </MantineTable>
    </div>
  );
}

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** A header: plain text, or a button announcing and toggling the sort when the column sorts. */
function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <MantineTable.Th>{content}</MantineTable.Th>;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <MantineTable.Th aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton
        onClick={header.column.getToggleSortingHandler()}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', gap: 4 }}
      >
        {content}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </MantineTable.Th>
  );
}
