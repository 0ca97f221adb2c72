import { Button, Group, Text, Textarea } from '@mantine/core';
import { ACTIVE_STATES } from '#shared/sqllab/query-state.ts';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import type { Query, QueryEditor } from '../types.ts';
import { querySqlChanged, runQuery, selectActiveLatestQuery, selectDatabaseOf, stopQuery } from '../state/index.ts';

/**
 * The plain SQL text of the active tab, until the CodeMirror editor is wired in its place: what the tab holds, edited
 * through the same action the editor will dispatch.
 */
export function PlainSqlEditor({ editor }: { editor: QueryEditor }) {
  const dispatch = useAppDispatch();
  return (
    <Textarea
      aria-label="SQL"
      value={editor.sql}
      onChange={(event) => dispatch(querySqlChanged({ id: editor.id, sql: event.currentTarget.value }))}
      styles={{ root: { height: '100%' }, wrapper: { height: '100%' }, input: { height: '100%', fontFamily: 'var(--mantine-font-family-monospace)' } }}
      p="xs"
      h="100%"
    />
  );
}

const isActive = (query: Query | null): boolean => query !== null && ACTIVE_STATES.includes(query.state);

/** The tab's database and schema with Run or Stop. */
export function ActiveTabToolbar({ editor }: { editor: QueryEditor }) {
  const dispatch = useAppDispatch();
  const database = useAppSelector((state) => selectDatabaseOf(state, editor));
  const latest = useAppSelector(selectActiveLatestQuery);
  return (
    <Group justify="space-between" px="xs" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" c="dimmed" data-testid="sqllab-database">
        {database ? `${database.database_name}${editor.schema ? ` · ${editor.schema}` : ''}` : 'Choose a database'}
      </Text>
      {isActive(latest) ? (
        <Button size="xs" color="red" onClick={() => void dispatch(stopQuery(latest!.id))}>
          Stop
        </Button>
      ) : (
        <Button size="xs" disabled={!database} onClick={() => void dispatch(runQuery({ editor }))}>
          Run
        </Button>
      )}
    </Group>
  );
}
