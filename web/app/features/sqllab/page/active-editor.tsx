import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { errorLocationOf, SqlEditor } from '../editor/index.ts';
import { useCompletionCatalog } from '../schema-browser/index.ts';
import { formatQuery, querySelectionChanged, querySqlChanged, selectDatabaseOf } from '../state/index.ts';
import type { QueryEditor } from '../types.ts';
import type { QueryRunner } from './use-query-runner.ts';

/** The active tab's SQL editor wired to the slice: its text and selection, autocomplete, shortcuts and error marker. */
export function ActiveEditor({ editor, runner }: { editor: QueryEditor; runner: QueryRunner }) {
  const dispatch = useAppDispatch();
  const database = useAppSelector((state) => selectDatabaseOf(state, editor));
  const { index } = useCompletionCatalog(editor.dbId, editor.catalog, editor.schema, editor.sql);
  const errors = runner.latest?.errors;
  const errorLocation = useMemo(() => errorLocationOf(errors ?? [], runner.origin), [errors, runner.origin]);
  return (
    <SqlEditor
      value={editor.sql}
      onChange={(sql) => dispatch(querySqlChanged({ id: editor.id, sql }))}
      onSelectionChange={(selectedText) => dispatch(querySelectionChanged({ id: editor.id, selectedText }))}
      backend={database?.backend ?? null}
      completionIndex={index}
      errorLocation={errorLocation}
      onRun={() => runner.run()}
      onRunSelection={(sql, origin) => runner.run(sql, origin)}
      onStop={runner.stop}
      onFormat={() => void dispatch(formatQuery(editor.id))}
      autoFocus
    />
  );
}
