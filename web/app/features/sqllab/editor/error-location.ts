import type { QueryErrorEntry } from '#shared/sqllab/query-types.ts';
import type { ErrorLocation } from './error-marker.ts';

/** Where the run SQL started in the editor's text (1-based line, column), when only a selection or statement ran. */
export interface RunOrigin {
  line: number;
  column: number;
}

const TOP: RunOrigin = { line: 1, column: 1 };

/**
 * The editor position of a query's first error that carries one (`extra.line`, `extra.column`: 1-based, relative to
 * the SQL that ran, as the engines' syntax errors answer them), shifted by where that SQL starts in the editor.
 * Null when no error says where.
 */
export function errorLocationOf(errors: readonly QueryErrorEntry[], origin: RunOrigin = TOP): ErrorLocation | null {
  for (const error of errors) {
    const { line, column } = error.extra;
    if (typeof line !== 'number' || typeof column !== 'number' || line < 1) continue;
    const onFirstLine = line === 1;
    return {
      line: origin.line + line - 1,
      column: onFirstLine ? origin.column + column - 1 : column,
      message: error.message,
    };
  }
  return null;
}
