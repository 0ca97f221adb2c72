/**
 * SQL Lab's schema browser: the left bar (database, catalog, schema, tables, open tables with their columns), the RTK
 * Query endpoints of database metadata, and the hook that gathers the editor's autocomplete catalog.
 */
export { SqlEditorLeftBar, type SqlEditorLeftBarProps, type TableToOpen } from './sql-editor-left-bar.tsx';
export { useCompletionCatalog, type CompletionCatalogState } from './use-completion-catalog.ts';
export {
  schemaBrowserApi,
  useDatabaseCatalogsQuery,
  useDatabaseSchemasQuery,
  useFunctionNamesQuery,
  useSchemaTablesQuery,
  useSqlLabDatabasesQuery,
  useTableMetadataQuery,
} from './api.ts';
export type { SqlLabDatabaseRow, TableMetadata } from './api-schemas.ts';
