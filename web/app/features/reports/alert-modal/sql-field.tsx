import { sql } from '@codemirror/lang-sql';
import { EditorView } from '@codemirror/view';
import { Input } from '@mantine/core';
import CodeMirror from '@uiw/react-codemirror';
import { usePageColorScheme } from '../../../core/color-scheme.ts';

/** Props of the alert's SQL field. */
export interface SqlFieldProps {
  value: string;
  onChange: (sql: string) => void;
  error?: string;
}

// The editable area carries the field's name, so screen readers (and tests) find it as the SQL query.
const EXTENSIONS = [sql(), EditorView.contentAttributes.of({ 'aria-label': 'SQL query' })];
const BASIC_SETUP = { foldGutter: false, autocompletion: false, highlightActiveLine: false };

/** The alert's query in a CodeMirror SQL editor, labelled like the form's other fields (Superset's SQL query field). */
export function SqlField({ value, onChange, error }: SqlFieldProps) {
  const colorScheme = usePageColorScheme();
  return (
    <Input.Wrapper
      label="SQL query"
      required
      labelElement="div"
      error={error}
      description="The query must return a single number (or NULL); the alert compares it with the condition."
    >
      <div
        style={{
          border: `1px solid var(--mantine-color-${error ? 'red-6' : 'default-border'})`,
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
          marginTop: 4,
        }}
      >
        <CodeMirror
          value={value}
          onChange={onChange}
          extensions={EXTENSIONS}
          basicSetup={BASIC_SETUP}
          height="140px"
          theme={colorScheme === 'dark' ? 'dark' : 'light'}
          data-testid="alert-sql-editor"
        />
      </div>
    </Input.Wrapper>
  );
}
