import { sql } from '@codemirror/lang-sql';
import CodeMirror from '@uiw/react-codemirror';
import { usePageColorScheme } from '../../../core/color-scheme.ts';

/** Props of the virtual dataset's SQL editor. */
export interface SqlCodeEditorProps {
  value: string;
  onChange: (sql: string) => void;
  readOnly: boolean;
}

const EXTENSIONS = [sql()];
const BASIC_SETUP = { foldGutter: false, autocompletion: false };

/**
 * CodeMirror for a virtual dataset's SQL, in the app's colour scheme. SQL Lab's own editor is not part of its
 * feature's public face (it is wired to SQL Lab's slice), so this is the lean one; it loads only with the modal.
 */
export default function SqlCodeEditor({ value, onChange, readOnly }: SqlCodeEditorProps) {
  const colorScheme = usePageColorScheme();
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      extensions={EXTENSIONS}
      basicSetup={BASIC_SETUP}
      theme={colorScheme === 'dark' ? 'dark' : 'light'}
      height="260px"
      aria-label="SQL"
      data-testid="dataset-editor-sql"
      style={{
        fontSize: 13,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
      }}
    />
  );
}
