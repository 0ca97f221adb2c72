import { sql } from '@codemirror/lang-sql';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { usePageColorScheme } from '../../../core/color-scheme.ts';

/** Props of the inline SQL expression editor. */
export interface SqlExpressionEditorProps {
  value: string;
  onChange: (expression: string) => void;
  /** The accessible name of the editable text (the column's header, as the plain input had). */
  label: string;
  placeholder: string;
}

/** No gutters or active-line band in a table cell: the editor should look like the inputs beside it. */
const BASIC_SETUP = {
  lineNumbers: false,
  foldGutter: false,
  highlightActiveLine: false,
  highlightActiveLineGutter: false,
  autocompletion: false,
  searchKeymap: false,
};

/** An input-sized frame that grows with the expression, up to a few lines, then scrolls. */
const FRAME = EditorView.theme({
  '&': {
    fontSize: '12px',
    minHeight: '30px',
    maxHeight: '120px',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
  },
  '&.cm-focused': { outline: 'none', borderColor: 'var(--mantine-primary-color-filled)' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', overflow: 'auto' },
  '.cm-content': { padding: '6px 0' },
});

/**
 * CodeMirror for a metric's or calculated column's SQL expression: SQL highlighting, lines that wrap in the
 * cell, and Tab left to the browser so the keyboard moves on to the next field (Shift+Tab back). Loaded lazily
 * with the modal's other CodeMirror code.
 */
export default function SqlExpressionEditor({ value, onChange, label, placeholder }: SqlExpressionEditorProps) {
  const colorScheme = usePageColorScheme();
  const extensions = useMemo(
    () => [sql(), EditorView.lineWrapping, FRAME, EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      basicSetup={BASIC_SETUP}
      indentWithTab={false}
      placeholder={placeholder}
      theme={colorScheme === 'dark' ? 'dark' : 'light'}
      data-testid="sql-expression-editor"
    />
  );
}
