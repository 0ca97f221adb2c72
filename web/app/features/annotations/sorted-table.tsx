import { Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { RowActionButton, SortHeader } from '../lists/index.ts';

/** A column of an annotation screen's table: the API's `order_column` it sorts by, its header, and its cell. */
export interface SortedColumn<T> {
  column: string;
  label: string;
  /** The row's `Table.Td`. */
  cell: (row: T) => ReactNode;
}

/** Props of an annotation screen's table: its rows and columns, the sort, and the row actions a writer gets. */
export interface SortedTableProps<T extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: readonly SortedColumn<T>[];
  sort: { column: string; desc: boolean };
  onSort: (column: string) => void;
  /** Absent for users who may not change the rows: the actions column is not shown. */
  actions?: {
    /** A row's name, for the buttons' accessible names (`Edit Holidays`). */
    nameOf: (row: T) => string;
    /** What the buttons' tooltips call the row (`annotation`, `template`). */
    noun: string;
    onEdit: (row: T) => void;
    onDelete: (row: T) => void;
  };
}

/** The table of an annotation screen: every column sorts on the server; edit and delete end each row for writers. */
export function SortedTable<T extends { id: number }>({
  label,
  rows,
  columns,
  sort,
  onSort,
  actions,
}: SortedTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ column, label: header }) => (
              <SortHeader
                key={column}
                label={header}
                active={sort.column === column}
                desc={sort.desc}
                onSort={() => onSort(column)}
              />
            ))}
            {actions && <Table.Th w={110}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map(({ column, cell }) => (
                <Fragment key={column}>{cell(row)}</Fragment>
              ))}
              {actions && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowActionButton
                      tooltip={`Edit ${actions.noun}`}
                      label={`Edit ${actions.nameOf(row)}`}
                      color="gray"
                      icon={<IconPencil size={18} aria-hidden />}
                      onClick={() => actions.onEdit(row)}
                    />
                    <RowActionButton
                      tooltip={`Delete ${actions.noun}`}
                      label={`Delete ${actions.nameOf(row)}`}
                      color="gray"
                      icon={<IconTrash size={18} aria-hidden />}
                      onClick={() => actions.onDelete(row)}
                    />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
