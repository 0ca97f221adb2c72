import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import {
  buildCompletionIndex,
  type CompletionCatalog,
  type CompletionIndex,
  completionKeywords,
  referencedTables,
} from '../editor/completion/index.ts';
import {
  type TableArgs,
  type TableListEntry,
  useDatabaseSchemasQuery,
  useFunctionNamesQuery,
  useSchemaTablesQuery,
  useSqlLabDatabasesQuery,
} from '../../databases/index.ts';
import { useTablesMetadata } from './referenced-metadata.ts';

/** SQL settles this long before the tables it names are looked up, so half-typed names are not fetched. */
const SQL_SETTLE_MS = 400;
const NO_NAMES: string[] = [];
const NO_TABLES: TableListEntry[] = [];

/** What the editor's autocomplete needs, and whether parts of it are still loading. */
export interface CompletionCatalogState {
  catalog: CompletionCatalog;
  /** The catalog arranged for the editor; rebuilt only when the catalog changes, never per keystroke. */
  index: CompletionIndex;
  loading: boolean;
}

/** The tables `sql` names that exist: in the current schema's list, or qualified by another known schema. */
function wantedTables(
  sql: string,
  dbId: number,
  catalog: string | null,
  schema: string | null,
  tables: readonly TableListEntry[],
  schemas: readonly string[],
): TableArgs[] {
  const inSchema = new Map(tables.map((table) => [table.value.toLowerCase(), table.value]));
  const knownSchemas = new Map(schemas.map((name) => [name.toLowerCase(), name]));
  const wanted = new Map<string, TableArgs>();
  for (const reference of referencedTables(sql)) {
    const otherSchema = reference.schema === null ? null : knownSchemas.get(reference.schema.toLowerCase());
    const name =
      reference.schema === null || otherSchema === schema ? inSchema.get(reference.name.toLowerCase()) : reference.name;
    const tableSchema = otherSchema ?? schema;
    if (name === undefined || tableSchema === null || (reference.schema !== null && otherSchema === undefined))
      continue;
    wanted.set(`${tableSchema}.${name}`, { dbId, catalog, schema: tableSchema, table: name });
  }
  return [...wanted.values()];
}

/**
 * Gathers autocomplete's catalog for a tab: the dialect's keywords (from the database's backend), the database's
 * function names, its schemas, the current schema's tables, and the columns of the tables the SQL names, whose
 * metadata is fetched lazily (once per table, cached by RTK Query) after the SQL settles.
 */
export function useCompletionCatalog(
  dbId: number | null,
  catalog: string | null,
  schema: string | null,
  sql: string,
): CompletionCatalogState {
  const [settledSql] = useDebouncedValue(sql, SQL_SETTLE_MS);
  const skip = dbId === null;
  const databases = useSqlLabDatabasesQuery(undefined, { skip });
  const functions = useFunctionNamesQuery(dbId ?? 0, { skip });
  const schemas = useDatabaseSchemasQuery({ dbId: dbId ?? 0, catalog }, { skip });
  const tables = useSchemaTablesQuery(
    { dbId: dbId ?? 0, catalog, schema: schema ?? '' },
    { skip: skip || schema === null },
  );
  const backend = databases.data?.find((database) => database.id === dbId)?.backend ?? null;
  const schemaNames = schemas.data ?? NO_NAMES;
  const tableList = tables.data ?? NO_TABLES;
  const wanted = useMemo(
    () => (dbId === null ? [] : wantedTables(settledSql, dbId, catalog, schema, tableList, schemaNames)),
    [settledSql, dbId, catalog, schema, tableList, schemaNames],
  );
  const metadata = useTablesMetadata(wanted);
  const keywords = useMemo(() => completionKeywords(backend), [backend]);
  const completionCatalog = useMemo<CompletionCatalog>(
    () => ({
      keywords,
      functions: functions.data ?? NO_NAMES,
      schemas: schemaNames,
      defaultSchema: schema,
      tables: tableList.map((table) => ({ name: table.value, schema, type: table.type })),
      columns: wanted.flatMap((args, position) => {
        const table = metadata[position];
        return table
          ? [
              {
                schema: args.schema,
                table: args.table,
                columns: table.columns.map((column) => ({ name: column.name, type: column.type ?? '' })),
              },
            ]
          : [];
      }),
    }),
    [keywords, functions.data, schemaNames, schema, tableList, wanted, metadata],
  );
  const index = useMemo(() => buildCompletionIndex(completionCatalog), [completionCatalog]);
  const loading = functions.isFetching || schemas.isFetching || tables.isFetching;
  return { catalog: completionCatalog, index, loading };
}
