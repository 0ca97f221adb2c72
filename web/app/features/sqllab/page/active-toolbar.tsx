import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import {
  EstimateCostButton,
  FormatButton,
  QueryLimitSelect,
  RunQueryButton,
  TemplateParamsEditor,
} from '../editor/index.ts';
import { DEFAULT_QUERY_LIMIT } from '../results/index.ts';
import { SaveQueryModal, ShareQueryButton } from '../saved/index.ts';
import {
  estimateQueryCost,
  formatQuery,
  queryEditorChanged,
  queryEditorSaved,
  selectCostEstimate,
  selectDatabaseOf,
} from '../state/index.ts';
import type { QueryEditor } from '../types.ts';
import type { QueryRunner } from './use-query-runner.ts';

/** The most rows a SQL Lab query may ask for: the server's default SQL_MAX_ROW, which it enforces whatever is sent. */
const SQL_MAX_ROW = 100_000;

/**
 * The bar under the editor, as Superset's: Run (or Run selection, or Stop), the row limit and the cost estimate on the
 * left; template parameters, Format SQL, Save and Share on the right.
 */
export function ActiveToolbar({ editor, runner }: { editor: QueryEditor; runner: QueryRunner }) {
  const dispatch = useAppDispatch();
  const database = useAppSelector((state) => selectDatabaseOf(state, editor));
  const estimate = useAppSelector((state) => selectCostEstimate(state, editor.id));
  const [saving, setSaving] = useState(false);
  const change = (changes: Partial<Pick<QueryEditor, 'queryLimit' | 'templateParams'>>) =>
    dispatch(queryEditorChanged({ id: editor.id, changes }));
  return (
    <Group
      justify="space-between"
      px="xs"
      py={6}
      gap="xs"
      style={{ borderTop: '1px solid var(--skyset-border)' }}
      data-testid="sqllab-toolbar"
    >
      <Group gap="xs">
        <RunQueryButton
          queryState={runner.latest?.state ?? null}
          sql={editor.sql}
          selectedText={editor.selectedText}
          onRun={() => runner.run()}
          onStop={runner.stop}
          disabled={!database}
        />
        <QueryLimitSelect
          value={editor.queryLimit}
          defaultLimit={DEFAULT_QUERY_LIMIT}
          maxRow={SQL_MAX_ROW}
          onChange={(queryLimit) => change({ queryLimit })}
        />
        {database?.allows_cost_estimate && (
          <EstimateCostButton
            estimate={estimate ?? undefined}
            onEstimate={() => void dispatch(estimateQueryCost(editor.id))}
            selectedText={editor.selectedText}
          />
        )}
      </Group>
      <Group gap="xs">
        <TemplateParamsEditor value={editor.templateParams} onChange={(templateParams) => change({ templateParams })} />
        <FormatButton onFormat={() => void dispatch(formatQuery(editor.id))} disabled={editor.sql.trim() === ''} />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDeviceFloppy size={14} />}
          onClick={() => setSaving(true)}
          disabled={!database}
        >
          Save
        </Button>
        <ShareQueryButton
          query={{
            dbId: editor.dbId ?? 0,
            name: editor.name,
            catalog: editor.catalog,
            schema: editor.schema,
            sql: editor.sql,
            templateParams: editor.templateParams,
          }}
          disabled={!database}
        />
      </Group>
      {saving && (
        <SaveQueryModal
          query={editor}
          onSaved={(remoteId, name) => dispatch(queryEditorSaved({ id: editor.id, remoteId, name }))}
          onClose={() => setSaving(false)}
        />
      )}
    </Group>
  );
}
