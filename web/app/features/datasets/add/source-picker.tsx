import { Anchor, Loader, NavLink, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconEye, IconSearch, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDatabaseChoicesQuery, useDatabaseSchemasQuery, useSchemaTablesQuery } from '../../databases/index.ts';
import { datasetExplorePath } from '../list/list-state.ts';

/** What the user has picked so far: a database, then a schema, then a table. */
export interface SourcePick {
  dbId: number | null;
  schema: string | null;
  table: string | null;
}

/** Props of the left panel: the pick, how to change it, and the datasets the picked schema already has. */
export interface SourcePickerProps {
  pick: SourcePick;
  onPick: (pick: SourcePick) => void;
  /** Table name to dataset id, for the schema picked. */
  existing: Record<string, number>;
}

/** The tables of the picked schema, filtered by what the user types; a table with a dataset links to it. */
function TableList({
  dbId,
  schema,
  table,
  existing,
  onTable,
}: {
  dbId: number;
  schema: string;
  table: string | null;
  existing: Record<string, number>;
  onTable: (table: string) => void;
}) {
  const tables = useSchemaTablesQuery({ dbId, catalog: null, schema });
  const [filter, setFilter] = useState('');
  if (tables.isError)
    return (
      <Text size="sm" c="red">
        There was an error loading the tables
      </Text>
    );
  if (tables.data === undefined) return <Loader size="sm" aria-label="Loading tables" />;
  const shown = tables.data.filter((entry) => entry.value.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Stack gap="xs" mih={0} style={{ flex: 1 }}>
      <TextInput
        aria-label="Search tables"
        placeholder="Search tables"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <Text size="xs" c="dimmed">
        {tables.data.length === 1 ? '1 table' : `${tables.data.length} tables`}
      </Text>
      <ScrollArea.Autosize mah="calc(100vh - 380px)" type="auto">
        <nav aria-label="Tables">
          {shown.map((entry) => (
            <NavLink
              key={entry.value}
              active={entry.value === table}
              label={entry.value}
              leftSection={
                entry.type === 'view' ? (
                  <IconEye size={16} aria-label="View" />
                ) : (
                  <IconTable size={16} aria-label="Table" />
                )
              }
              onClick={() => onTable(entry.value)}
              rightSection={
                existing[entry.value] !== undefined && (
                  <Anchor
                    component={Link}
                    to={datasetExplorePath(existing[entry.value]!)}
                    size="xs"
                    onClick={(event) => event.stopPropagation()}
                  >
                    View Dataset
                  </Anchor>
                )
              }
            />
          ))}
          {shown.length === 0 && (
            <Text size="sm" c="dimmed" py="xs">
              No tables found
            </Text>
          )}
        </nav>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** Superset's DatasetAdd left panel: the database and schema selects, then the schema's tables to pick from. */
export function SourcePicker({ pick, onPick, existing }: SourcePickerProps) {
  const databases = useDatabaseChoicesQuery();
  const schemas = useDatabaseSchemasQuery({ dbId: pick.dbId ?? 0, catalog: null }, { skip: pick.dbId === null });
  return (
    <Stack gap="sm" h="100%">
      <Select
        label="Database"
        placeholder="Select database or type to search databases"
        searchable
        data={(databases.data ?? []).map((database) => ({ value: String(database.id), label: database.database_name }))}
        value={pick.dbId === null ? null : String(pick.dbId)}
        error={databases.isError ? 'Error while fetching database list' : undefined}
        rightSection={databases.isFetching ? <Loader size={14} /> : undefined}
        nothingFoundMessage="No databases found"
        onChange={(value) => onPick({ dbId: value === null ? null : Number(value), schema: null, table: null })}
      />
      <Select
        label="Schema"
        placeholder="Select schema or type to search schemas"
        searchable
        disabled={pick.dbId === null}
        data={schemas.data ?? []}
        value={pick.schema}
        error={schemas.isError ? 'There was an error loading the schemas' : undefined}
        rightSection={schemas.isFetching ? <Loader size={14} /> : undefined}
        nothingFoundMessage="No schemas found"
        onChange={(schema) => onPick({ dbId: pick.dbId, schema, table: null })}
      />
      {pick.dbId !== null && pick.schema !== null && (
        <TableList
          dbId={pick.dbId}
          schema={pick.schema}
          table={pick.table}
          existing={existing}
          onTable={(table) => onPick({ ...pick, table })}
        />
      )}
    </Stack>
  );
}
