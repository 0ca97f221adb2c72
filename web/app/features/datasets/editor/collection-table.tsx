import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';

/** One column of a {@link CollectionTable}: its header and how a row's cell edits the row. */
export interface CollectionColumn<Row> {
  id: string;
  header: string;
  /** CSS width of the column (`30%`, `90px`); the rest share what is left. */
  width?: string;
  /** Centred header and cells (the flag checkboxes). */
  center?: boolean;
  cell: (row: Row, update: (change: Partial<Row>) => void) => ReactNode;
}

/** Props of {@link CollectionTable}. */
export interface CollectionTableProps<Row extends { key: string }> {
  /** What the table lists, for labels (`metric`, `column`). */
  noun: string;
  rows: readonly Row[];
  columns: readonly CollectionColumn<Row>[];
  onChange: (rows: Row[]) => void;
  /** The fields shown when a row is expanded (Superset's detail form under the row). */
  details?: (row: Row, update: (change: Partial<Row>) => void) => ReactNode;
  /** A new row; without it the table has no "Add item". */
  newRow?: () => Row;
  /** Whether rows may be deleted. */
  deletable?: boolean;
  /** The row's name for labels of its buttons. */
  nameOf: (row: Row) => string;
  empty: string;
  toolbar?: ReactNode;
}

/**
 * Superset's CollectionTable of the dataset editor: a row per item with inline fields, a chevron that opens the
 * item's other fields below it, a trash button, and "Add item" which adds an expanded row at the top. The header
 * row sticks to the top of the tab's scrolling area, so long lists keep their column names in view.
 */
export function CollectionTable<Row extends { key: string }>(props: CollectionTableProps<Row>) {
  const { noun, rows, columns, onChange, details, newRow, deletable = false, nameOf, empty, toolbar } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((open) =>
      open.has(key) ? new Set([...open].filter((other) => other !== key)) : new Set([...open, key]),
    );
  const updateRow = (key: string) => (change: Partial<Row>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => {
    if (!newRow) return;
    const row = newRow();
    onChange([row, ...rows]);
    setExpanded((open) => new Set([...open, row.key]));
  };
  const span = columns.length + (details ? 1 : 0) + (deletable ? 1 : 0);
  return (
    <>
      <Group justify="space-between" mb="xs" gap="sm">
        {toolbar ?? <span />}
        {newRow && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
            Add item
          </Button>
        )}
      </Group>
      <Table
        stickyHeader
        layout="fixed"
        verticalSpacing={6}
        horizontalSpacing="xs"
        aria-label={`${noun}s`}
        data-testid={`dataset-editor-${noun.replaceAll(' ', '-')}s`}
      >
        <Table.Thead>
          <Table.Tr>
            {details && <Table.Th w={36} aria-label="Expand" />}
            {columns.map((column) => (
              <Table.Th key={column.id} w={column.width} ta={column.center ? 'center' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            {deletable && <Table.Th w={44} aria-label="Delete" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <Text size="sm" c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => {
            const update = updateRow(row.key);
            const open = expanded.has(row.key);
            const name = nameOf(row) || `new ${noun}`;
            return (
              <Fragment key={row.key}>
                <Table.Tr data-row={nameOf(row)}>
                  {details && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-expanded={open}
                        aria-label={`${open ? 'Collapse' : 'Expand'} ${name}`}
                        onClick={() => toggle(row.key)}
                      >
                        {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Table.Td key={column.id} style={{ overflow: 'hidden' }}>
                      {column.cell(row, update)}
                    </Table.Td>
                  ))}
                  {deletable && (
                    <Table.Td>
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="sm"
                          aria-label={`Delete ${name}`}
                          onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
                {details && open && (
                  <Table.Tr bg="var(--mantine-color-gray-light)">
                    <Table.Td />
                    <Table.Td colSpan={span - 1} py="sm">
                      {details(row, update)}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
