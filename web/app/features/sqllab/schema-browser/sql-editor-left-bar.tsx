import { ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Table } from '../types.ts';
import { useSchemaTablesQuery } from '../../databases/index.ts';
import { DatabaseSelectors, type DatabaseSelectorsProps } from './database-selectors.tsx';
import { TableEntry } from './table-entry.tsx';
import { TableList } from './table-list.tsx';

/** A table the user asks to open from the list. */
export interface TableToOpen {
  dbId: number;
  catalog: string | null;
  schema: string;
  name: string;
}

/** Props of {@link SqlEditorLeftBar}: the tab's database, catalog and schema, and its open tables. */
export interface SqlEditorLeftBarProps extends DatabaseSelectorsProps {
  /** The tab's open tables (`Table`s of this query editor). */
  tables: readonly Table[];
  onOpenTable: (table: TableToOpen) => void;
  onRemoveTable: (table: Table) => void;
  onCollapse: (table: Table) => void;
  onExpand: (table: Table) => void;
  /** Height of the table list's scroll box. */
  tableListHeight?: number;
}

/**
 * SQL Lab's left bar: database, catalog and schema pickers, the schema's tables (searchable, virtualized), and the
 * open tables with their columns. Props in, callbacks out: the SQL Lab slice keeps the tab's choices and tables.
 */
export function SqlEditorLeftBar(props: SqlEditorLeftBarProps) {
  const { dbId, catalog, schema, tables, onOpenTable, onRemoveTable, onCollapse, onExpand, tableListHeight } = props;
  const list = useSchemaTablesQuery(
    { dbId: dbId ?? 0, catalog, schema: schema ?? '' },
    { skip: dbId === null || schema === null },
  );
  const openNames = useMemo(
    () => new Set(tables.filter((table) => table.dbId === dbId && table.schema === schema).map((table) => table.name)),
    [tables, dbId, schema],
  );
  return (
    <Stack gap="xs" h="100%" p="xs" aria-label="Database explorer" role="region">
      <DatabaseSelectors {...props} />
      {dbId !== null && schema !== null && (
        <TableList
          tables={list.data ?? []}
          loading={list.isFetching}
          openNames={openNames}
          onOpen={(name) => onOpenTable({ dbId, catalog, schema, name })}
          height={tableListHeight}
        />
      )}
      {list.isError && (
        <Text size="xs" c="red">
          Could not list the tables of {schema}.
        </Text>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={6}>
          {tables.map((table) => (
            <TableEntry
              key={table.id}
              table={table}
              onCollapse={onCollapse}
              onExpand={onExpand}
              onRemove={onRemoveTable}
            />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
