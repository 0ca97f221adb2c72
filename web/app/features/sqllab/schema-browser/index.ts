/**
 * SQL Lab's schema browser: the left bar (database, catalog, schema, tables, open tables with their columns) and the
 * hook that gathers the editor's autocomplete catalog. The database endpoints they read are the databases feature's.
 */
export { SqlEditorLeftBar, type SqlEditorLeftBarProps, type TableToOpen } from './sql-editor-left-bar.tsx';
export { useCompletionCatalog, type CompletionCatalogState } from './use-completion-catalog.ts';
