import type { EditorState } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { Prec, type Extension } from '@codemirror/state';
import { statementAt } from './completion/index.ts';
import type { RunOrigin } from './error-location.ts';

/** What the editor's shortcuts call; read at key press, so the latest handlers always run. */
export interface EditorCommands {
  onRun: () => void;
  /** Runs part of the text; `origin` is where it starts in the editor, to place the engine's error positions. */
  onRunSelection: (sql: string, origin: RunOrigin) => void;
  onStop?: () => void;
  onFormat?: () => void;
}

/** The selected text (ranges joined by new lines), or null when nothing is selected. */
export function selectedTextOf(state: EditorState): string | null {
  const text = state.selection.ranges
    .filter((range) => !range.empty)
    .map((range) => state.sliceDoc(range.from, range.to))
    .join('\n');
  return text === '' ? null : text;
}

/** The part of the text to run and where it starts. */
export interface RunPart {
  sql: string;
  origin: RunOrigin;
}

function partAt(state: EditorState, from: number, to: number): RunPart {
  const raw = state.sliceDoc(from, to);
  const start = from + (raw.length - raw.trimStart().length);
  const line = state.doc.lineAt(start);
  return { sql: raw.trim(), origin: { line: line.number, column: start - line.from + 1 } };
}

/** The main selection, or when nothing is selected the statement around the cursor (between `;`). */
export function selectionOrStatement(state: EditorState): RunPart {
  const { main } = state.selection;
  if (!main.empty) return partAt(state, main.from, main.to);
  const { start, end } = statementAt(state.doc.toString(), main.head);
  return partAt(state, start, end);
}

/**
 * SQL Lab's shortcuts, above CodeMirror's own (Mod-Enter would insert a blank line): Ctrl/Cmd+Enter runs,
 * Ctrl/Cmd+Shift+Enter runs the selection or the statement at the cursor, Ctrl+E (Ctrl+X on a Mac, as Superset) stops,
 * Ctrl/Cmd+Shift+F formats.
 */
export function commandKeymap(commands: () => EditorCommands): Extension {
  return Prec.highest(
    keymap.of([
      { key: 'Mod-Enter', run: () => (commands().onRun(), true) },
      {
        key: 'Mod-Shift-Enter',
        run: (view) => {
          const part = selectionOrStatement(view.state);
          commands().onRunSelection(part.sql, part.origin);
          return true;
        },
      },
      { key: 'Ctrl-e', mac: 'Ctrl-x', run: () => runIfGiven(commands().onStop) },
      { key: 'Mod-Shift-f', run: () => runIfGiven(commands().onFormat) },
    ]),
  );
}

function runIfGiven(command: (() => void) | undefined): boolean {
  if (!command) return false;
  command();
  return true;
}
