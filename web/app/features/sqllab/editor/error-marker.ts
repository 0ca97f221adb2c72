import { type Diagnostic, setDiagnostics } from '@codemirror/lint';
import type { EditorState, TransactionSpec } from '@codemirror/state';

/** Where the engine says the SQL is wrong: 1-based line and column (column 0 or less marks the whole line). */
export interface ErrorLocation {
  line: number;
  column: number;
  message?: string;
}

/** The error's range: the word (or character) at the column, or the line's text when the column is unknown. */
function rangeOf(state: EditorState, location: ErrorLocation): { from: number; to: number } {
  const line = state.doc.line(Math.min(Math.max(location.line, 1), state.doc.lines));
  if (location.column <= 0) return { from: line.from, to: Math.max(line.to, line.from) };
  const from = Math.min(line.from + location.column - 1, line.to);
  const word = /^[\w$]+|^\S/.exec(line.text.slice(from - line.from));
  return { from, to: from + (word?.[0].length ?? 0) };
}

/** The transaction that shows `location` as the editor's one error diagnostic, or clears it when null. */
export function errorMarkerSpec(state: EditorState, location: ErrorLocation | null): TransactionSpec {
  if (!location) return setDiagnostics(state, []);
  const diagnostic: Diagnostic = {
    ...rangeOf(state, location),
    severity: 'error',
    message: location.message ?? 'Syntax error',
    source: 'SQL Lab',
  };
  return setDiagnostics(state, [diagnostic]);
}
