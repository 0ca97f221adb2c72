/**
 * SQL Lab's editor: the CodeMirror SQL editor (loaded lazily), its pure completion module, the shortcuts' helpers and
 * the toolbar pieces. The page wires them to the SQL Lab slice.
 */
export { SqlEditor } from './lazy-sql-editor.tsx';
export type { SqlEditorProps } from './sql-editor.tsx';
export type { ErrorLocation } from './error-marker.ts';
export { errorLocationOf, type RunOrigin } from './error-location.ts';
export {
  buildCompletionIndex,
  complete,
  completionKeywords,
  referencedTables,
  type CompletionCatalog,
  type CompletionIndex,
  type CompletionOption,
} from './completion/index.ts';
export * from './toolbar/index.ts';
