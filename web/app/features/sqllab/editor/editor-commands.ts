import type { EditorState } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { Prec, type Extension } from '@codemirror/state';
import { statementAt } from './completion/index.ts';

/** What the editor's shortcuts call; read at key press, so the latest handlers always run. */
export interface EditorCommands {
  onRun: () => void;
  onRunSelection: (sql: string) => void;
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

/** The selection, or when nothing is selected the statement around the cursor (between `;`). */
export function selectionOrStatement(state: EditorState): string {
  const selected = selectedTextOf(state);
  if (selected !== null) return selected;
  const text = state.doc.toString();
  const { start, end } = statementAt(text, state.selection.main.head);
  return text.slice(start, end).trim();
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
      { key: 'Mod-Shift-Enter', run: (view) => (commands().onRunSelection(selectionOrStatement(view.state)), true) },
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
