import { Group, Loader, Select } from '@mantine/core';
import { IconCheck, IconEye, IconTable, IconTableOff } from '@tabler/icons-react';
import { type TableListEntry, useDatabaseSchemasQuery, useSchemaTablesQuery } from '../../databases/index.ts';

/** Props of {@link PhysicalSourceFields}. */
export interface PhysicalSourceFieldsProps {
  databaseId: number;
  schema: string;
  table: string;
  /** Padlock closed: the fields show the source and ask the server nothing. */
  locked: boolean;
  tableProblem: string | undefined;
  onChange: (change: { schema?: string; table_name?: string }) => void;
}

/** The choices of a select, with the current value kept first when the server does not list it (yet). */
const withCurrent = (current: string, listed: readonly string[] | undefined): string[] =>
  current === '' || listed?.includes(current) ? [...(listed ?? [])] : [current, ...(listed ?? [])];

/** A table's or view's icon; the current table when the schema does not list it (a virtual dataset's name, a dropped table) is marked so. */
function TableKindIcon({ kind }: { kind: string | undefined }) {
  if (kind === 'view') return <IconEye size={14} aria-label="View" />;
  if (kind === undefined)
    return <IconTableOff size={14} aria-label="Not in this schema" color="var(--mantine-color-dimmed)" />;
  return <IconTable size={14} aria-label="Table" />;
}

/**
 * Superset's DatabaseSelector and TableSelector in the Source tab of a physical dataset: the schema from the
 * database's schemas, then the table from that schema's tables and views. The lists load once the padlock opens;
 * a new schema clears the table, which must then be picked from it. Picking the chosen item again keeps it (a
 * source is never emptied by a click).
 */
export function PhysicalSourceFields({
  databaseId,
  schema,
  table,
  locked,
  tableProblem,
  onChange,
}: PhysicalSourceFieldsProps) {
  const schemas = useDatabaseSchemasQuery({ dbId: databaseId, catalog: null }, { skip: locked });
  const tables = useSchemaTablesQuery({ dbId: databaseId, catalog: null, schema }, { skip: locked || schema === '' });
  const tableKinds = new Map((tables.data ?? []).map((entry: TableListEntry) => [entry.value, entry.type]));
  const loading = (fetching: boolean) => (fetching ? <Loader size={14} aria-label="Loading" /> : undefined);
  return (
    <Group grow align="flex-start" maw={720}>
      <Select
        label="Schema"
        placeholder="Select schema or type to search schemas"
        searchable
        allowDeselect={false}
        disabled={locked}
        nothingFoundMessage="No schemas found"
        data={withCurrent(schema, schemas.data)}
        value={schema === '' ? null : schema}
        rightSection={loading(schemas.isFetching)}
        error={schemas.isError ? 'There was an error loading the schemas' : undefined}
        comboboxProps={{ withinPortal: true }}
        onChange={(picked) => {
          if ((picked ?? '') !== schema) onChange({ schema: picked ?? '', table_name: '' });
        }}
      />
      <Select
        label="Table name"
        placeholder="Select table or type to search tables"
        searchable
        allowDeselect={false}
        disabled={locked || schema === ''}
        nothingFoundMessage="No tables found"
        data={withCurrent(
          table,
          tables.data?.map((entry) => entry.value),
        )}
        value={table === '' ? null : table}
        rightSection={loading(tables.isFetching)}
        error={tables.isError ? 'There was an error loading the tables' : tableProblem}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option, checked }) => (
          <Group gap={6} wrap="nowrap" w="100%">
            <TableKindIcon kind={tableKinds.get(option.value)} />
            <span>{option.label}</span>
            {checked && <IconCheck size={14} aria-label="Chosen" style={{ marginInlineStart: 'auto' }} />}
          </Group>
        )}
        onChange={(picked) => onChange({ table_name: picked ?? '' })}
      />
    </Group>
  );
}
