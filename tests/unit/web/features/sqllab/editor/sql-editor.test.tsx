// @vitest-environment happy-dom
import { currentCompletions, startCompletion } from '@codemirror/autocomplete';
import { diagnosticCount, forEachDiagnostic } from '@codemirror/lint';
import { EditorSelection } from '@codemirror/state';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCompletionIndex } from '../../../../../../web/app/features/sqllab/editor/completion/index.ts';
import { SqlEditor, type SqlEditorProps } from '../../../../../../web/app/features/sqllab/editor/index.ts';
import { AppProviders } from '../../../../../../web/app/core/providers.tsx';
import { renderWithProviders } from '../../../render-with-providers.tsx';
import { catalog } from './completion-fixture.ts';

function renderEditor(overrides: Partial<SqlEditorProps> = {}) {
  const props: SqlEditorProps = {
    value: 'SELECT 1;\nSELECT * FROM orders o',
    onChange: vi.fn(),
    onSelectionChange: vi.fn(),
    onRun: vi.fn(),
    onRunSelection: vi.fn(),
    onStop: vi.fn(),
    backend: 'duckdb',
    completionIndex: buildCompletionIndex(catalog),
    errorLocation: null,
    height: '200px',
    ...overrides,
  };
  const result = renderWithProviders(<SqlEditor {...props} />);
  return { ...result, props };
}

/** The CodeMirror view once the lazily loaded editor has mounted. */
async function editorView(): Promise<EditorView> {
  const root = await screen.findByTestId('sql-editor');
  await waitFor(() => expect(root.querySelector('.cm-editor')).not.toBeNull());
  return EditorView.findFromDOM(root.querySelector('.cm-editor') as HTMLElement)!;
}

const key = (view: EditorView, init: KeyboardEventInit) =>
  runScopeHandlers(view, new KeyboardEvent('keydown', init), 'editor');

describe('SqlEditor', () => {
  it('reports edits and selections', async () => {
    // Arrange
    const { props } = renderEditor();
    const view = await editorView();
    // Act
    act(() => view.dispatch({ changes: { from: 0, insert: '-- hi\n' } }));
    act(() => view.dispatch({ selection: EditorSelection.range(6, 14) }));
    // Assert
    expect(props.onChange).toHaveBeenLastCalledWith('-- hi\nSELECT 1;\nSELECT * FROM orders o', expect.anything());
    expect(props.onSelectionChange).toHaveBeenLastCalledWith('SELECT 1');
  });

  it('runs with Ctrl+Enter, and runs the statement at the cursor or the selection with Ctrl+Shift+Enter', async () => {
    // Arrange
    const { props } = renderEditor();
    const view = await editorView();
    // Act
    const ran = key(view, { key: 'Enter', ctrlKey: true });
    act(() => view.dispatch({ selection: EditorSelection.cursor(view.state.doc.length) }));
    key(view, { key: 'Enter', ctrlKey: true, shiftKey: true });
    act(() => view.dispatch({ selection: EditorSelection.range(0, 6) }));
    key(view, { key: 'Enter', ctrlKey: true, shiftKey: true });
    key(view, { key: 'e', ctrlKey: true });
    // Assert
    expect(ran).toBe(true);
    expect(props.onRun).toHaveBeenCalledTimes(1);
    expect(vi.mocked(props.onRunSelection).mock.calls).toEqual([
      ['SELECT * FROM orders o', { line: 2, column: 1 }],
      ['SELECT', { line: 1, column: 1 }],
    ]);
    expect(props.onStop).toHaveBeenCalledTimes(1);
  });

  it('marks the error location as an error diagnostic', async () => {
    // Arrange
    renderEditor({ errorLocation: { line: 2, column: 15, message: 'Table "orders" does not exist' } });
    const view = await editorView();
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(1));
    // Act
    const diagnostics: { from: number; to: number; message: string; severity: string }[] = [];
    forEachDiagnostic(view.state, (diagnostic, from, to) =>
      diagnostics.push({ from, to, message: diagnostic.message, severity: diagnostic.severity }),
    );
    // Assert
    expect(diagnostics).toEqual([{ from: 24, to: 30, message: 'Table "orders" does not exist', severity: 'error' }]);
  });

  it('keeps the marker where edits moved it when an equal location comes again', async () => {
    // Arrange
    const location = { line: 2, column: 15, message: 'Table "orders" does not exist' };
    const { props, rerender, store } = renderEditor({ errorLocation: location });
    const view = await editorView();
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(1));
    // Act
    act(() => view.dispatch({ changes: { from: 0, insert: '\n' } }));
    rerender(
      <AppProviders appStore={store}>
        <SqlEditor {...props} value={view.state.doc.toString()} errorLocation={{ ...location }} />
      </AppProviders>,
    );
    // Assert
    const ranges: number[][] = [];
    forEachDiagnostic(view.state, (_diagnostic, from, to) => ranges.push([from, to]));
    expect(ranges).toEqual([[25, 31]]);
  });

  it('completes columns through an alias from the completion index', async () => {
    // Arrange
    renderEditor({ value: 'SELECT o. FROM orders o' });
    const view = await editorView();
    act(() => view.dispatch({ selection: EditorSelection.cursor(9) }));
    // Act
    act(() => void startCompletion(view));
    // Assert
    await waitFor(() =>
      expect(currentCompletions(view.state).map((option) => option.label)).toEqual(['customer_id', 'id', 'ordered_at']),
    );
  });
});
