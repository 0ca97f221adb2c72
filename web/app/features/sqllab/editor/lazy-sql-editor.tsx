import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SqlEditorProps } from './sql-editor.tsx';

// CodeMirror and its SQL grammar load with the editor itself, so no other screen (and not SQL Lab's first paint) carries them.
const LoadedSqlEditor = lazy(() => import('./sql-editor.tsx'));

/** {@link SqlEditorProps}' editor, loaded on first render; a skeleton of its height meanwhile. */
export function SqlEditor(props: SqlEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '100%'} aria-label="Loading the SQL editor" />}>
      <LoadedSqlEditor {...props} />
    </Suspense>
  );
}
