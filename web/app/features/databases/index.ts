/**
 * Databases as other screens read them (SQL Lab's schema browser, the New dataset page, the dataset editor and list):
 * the one owner of the `/api/v1/database/` endpoints, their hooks and the shapes they answer.
 */
export {
  databasesApi,
  type DatabaseNameChoice,
  type SchemaArgs,
  type TableArgs,
  useDatabaseCatalogsQuery,
  useDatabaseChoicesQuery,
  useDatabaseNameChoicesQuery,
  useDatabaseSchemasQuery,
  useFunctionNamesQuery,
  useSchemaTablesQuery,
  useSqlLabDatabasesQuery,
  useTableMetadataQuery,
} from './api.ts';
export type { DatabaseListRow, TableColumn, TableKey, TableListEntry, TableMetadata } from '#shared/api/database.ts';
