import { autocompletion } from '@codemirror/autocomplete';
import { lintGutter } from '@codemirror/lint';
import type { EditorView, ViewUpdate } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CompletionIndex } from './completion/index.ts';
import { completionSourceOf } from './completion-source.ts';
import { sqlDialectOf } from './dialects.ts';
import { commandKeymap, type EditorCommands, selectedTextOf } from './editor-commands.ts';
import { errorMarkerSpec, type ErrorLocation } from './error-marker.ts';
import { usePageColorScheme } from '../../../core/color-scheme.ts';

/** Props of {@link SqlEditor}. */
export interface SqlEditorProps extends EditorCommands {
  value: string;
  onChange: (sql: string) => void;
  /** The selected text after each selection change, null when nothing is selected. */
  onSelectionChange?: (selectedText: string | null) => void;
  /** The database's Superset backend (`duckdb`, `awsathena`...): it picks the SQL dialect. */
  backend: string | null;
  /** The catalog arranged for completion (`useCompletionCatalog`), null while unknown: keywords only then. */
  completionIndex: CompletionIndex | null;
  /** The engine's error position, shown as an error diagnostic; null for none. */
  errorLocation: ErrorLocation | null;
  height?: string;
  autoFocus?: boolean;
  readOnly?: boolean;
}

const BASIC_SETUP = {
  autocompletion: false,
  completionKeymap: false,
  foldGutter: false,
  highlightActiveLine: true,
  lintKeymap: true,
};

/**
 * SQL Lab's SQL editor: CodeMirror in the database's dialect, with autocomplete from the catalog, SQL Lab's run, stop
 * and format shortcuts, the selection reported up, the engine's error marked in place, and the app's colour scheme.
 */
export default function SqlEditor(props: SqlEditorProps) {
  const {
    value,
    onChange,
    backend,
    completionIndex,
    errorLocation,
    height = '100%',
    autoFocus = false,
    readOnly = false,
  } = props;
  const colorScheme = usePageColorScheme();
  const [view, setView] = useState<EditorView | null>(null);
  // CodeMirror's extensions are built once; they read the latest props through this ref.
  const latest = useRef({ props, completionIndex, selected: null as string | null });
  useLayoutEffect(() => {
    latest.current.props = props;
    latest.current.completionIndex = completionIndex;
  });

  const extensions = useMemo(
    () => [
      sqlDialectOf(backend).extension,
      autocompletion({ override: [completionSourceOf(() => latest.current.completionIndex)], maxRenderedOptions: 100 }),
      commandKeymap(() => latest.current.props),
      lintGutter(),
    ],
    [backend],
  );

  // Keyed by value, not identity: a re-rendered but equal location must not move the marker the user's edits have mapped.
  const { line, column, message } = errorLocation ?? {};
  useEffect(() => {
    if (view)
      view.dispatch(
        errorMarkerSpec(view.state, line === undefined || column === undefined ? null : { line, column, message }),
      );
  }, [view, line, column, message]);

  const onUpdate = useCallback((update: ViewUpdate) => {
    if (!update.selectionSet && !update.docChanged) return;
    const selected = selectedTextOf(update.state);
    if (selected === latest.current.selected) return;
    latest.current.selected = selected;
    latest.current.props.onSelectionChange?.(selected);
  }, []);

  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      onUpdate={onUpdate}
      onCreateEditor={setView}
      extensions={extensions}
      theme={colorScheme === 'dark' ? 'dark' : 'light'}
      basicSetup={BASIC_SETUP}
      height={height}
      autoFocus={autoFocus}
      readOnly={readOnly}
      aria-label="SQL editor"
      data-testid="sql-editor"
      style={{ height, fontSize: 13 }}
    />
  );
}
