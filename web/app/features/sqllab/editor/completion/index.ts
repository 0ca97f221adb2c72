/**
 * SQL Lab's autocomplete as pure functions: arrange a database's catalog once ({@link buildCompletionIndex}), then ask
 * for the ranked options at a cursor ({@link complete}) on every keystroke.
 */
export { buildCompletionIndex, type CompletionIndex } from './catalog-index.ts';
export { complete, MAX_OPTIONS } from './complete.ts';
export { referencedTables } from './scope.ts';
export { completionKeywords, keywordsOf, type SqlFamily, sqlFamilyOf, typesOf } from './keywords.ts';
export { statementAt } from './tokenize.ts';
export type {
  CatalogColumn,
  CatalogTable,
  CatalogTableColumns,
  CompletionAnswer,
  CompletionCatalog,
  CompletionKind,
  CompletionOption,
  TableReference,
} from './types.ts';
