import { ActionIcon, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../core/store.ts';
import {
  databasesApi,
  useDatabaseCatalogsQuery,
  useDatabaseSchemasQuery,
  useSqlLabDatabasesQuery,
} from '../../databases/index.ts';
import { useToasts } from '../../toasts/index.ts';

/** Props of {@link DatabaseSelectors}. */
export interface DatabaseSelectorsProps {
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  onDbChange: (dbId: number | null) => void;
  onCatalogChange: (catalog: string | null) => void;
  onSchemaChange: (schema: string | null) => void;
}

const options = (names: readonly string[] | undefined) => (names ?? []).map((name) => ({ value: name, label: name }));

/** The database, catalog (for databases with several) and schema pickers of SQL Lab's left bar. */
export function DatabaseSelectors({
  dbId,
  catalog,
  schema,
  onDbChange,
  onCatalogChange,
  onSchemaChange,
}: DatabaseSelectorsProps) {
  const dispatch = useAppDispatch();
  const { addDangerToast } = useToasts();
  const databases = useSqlLabDatabasesQuery();
  const database = databases.data?.find((entry) => entry.id === dbId);
  const multiCatalog = database?.allow_multi_catalog === true;
  const catalogs = useDatabaseCatalogsQuery({ dbId: dbId ?? 0 }, { skip: dbId === null || !multiCatalog });
  const schemas = useDatabaseSchemasQuery({ dbId: dbId ?? 0, catalog }, { skip: dbId === null });
  // A database with a single schema has nothing to choose: it is chosen, so its tables list and complete at once.
  const onlySchema = schemas.data?.length === 1 ? schemas.data[0] : undefined;
  useEffect(() => {
    if (schema === null && onlySchema !== undefined) onSchemaChange(onlySchema);
  }, [schema, onlySchema, onSchemaChange]);

  // A forced read skips the server's metadata cache; its answer then replaces the list everyone reads. A failure
  // leaves the list as it was and says so (Superset's words).
  const refreshSchemas = async () => {
    if (dbId === null) return;
    try {
      const fresh = await dispatch(
        databasesApi.endpoints.databaseSchemas.initiate({ dbId, catalog, force: true }, { subscribe: false }),
      ).unwrap();
      await dispatch(databasesApi.util.upsertQueryData('databaseSchemas', { dbId, catalog }, fresh));
    } catch {
      addDangerToast('There was an error loading the schemas');
    }
  };

  return (
    <>
      <Select
        size="xs"
        label="Database"
        placeholder="Select database or type to search databases"
        searchable
        nothingFoundMessage="No databases"
        data={(databases.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.database_name }))}
        value={dbId === null ? null : String(dbId)}
        onChange={(value) => onDbChange(value === null ? null : Number(value))}
        renderOption={({ option }) => {
          const backend = databases.data?.find((entry) => String(entry.id) === option.value)?.backend;
          return (
            <Group justify="space-between" w="100%" wrap="nowrap">
              <Text size="sm" truncate>
                {option.label}
              </Text>
              <Text size="xs" c="dimmed">
                {backend}
              </Text>
            </Group>
          );
        }}
      />
      {multiCatalog && (
        <Select
          size="xs"
          label="Catalog"
          placeholder="Select catalog or type to search catalogs"
          searchable
          data={options(catalogs.data)}
          value={catalog}
          onChange={onCatalogChange}
        />
      )}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <Select
          size="xs"
          label="Schema"
          placeholder="Select schema or type to search schemas"
          searchable
          nothingFoundMessage="No schemas"
          disabled={dbId === null}
          data={options(schemas.data)}
          value={schema}
          onChange={onSchemaChange}
          style={{ flex: 1 }}
        />
        <Tooltip label="Force refresh schema list" withArrow>
          <ActionIcon
            variant="default"
            size="md"
            aria-label="Force refresh schema list"
            disabled={dbId === null}
            loading={schemas.isFetching}
            onClick={() => void refreshSchemas()}
          >
            <IconRefresh size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </>
  );
}
