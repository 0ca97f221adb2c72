import { Select, Stack, Tabs, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ItemEditorProps } from '../dnd/chip-list.tsx';
import { EditorActions } from '../dnd/editor-actions.tsx';
import type { DatasetColumn } from '../types.ts';
import { IN_POPOVER } from '../in-popover.ts';
import { sqlColumn, type FormColumn } from './column-model.ts';

/** Props of {@link ColumnEditor}. */
export interface ColumnEditorProps extends ItemEditorProps<FormColumn> {
  columns: readonly DatasetColumn[];
}

/** Superset's column popover: a dataset column (Simple) or an SQL expression with a label (Custom SQL). */
export function ColumnEditor({ initial, dropped, columns, onSave, onCancel }: ColumnEditorProps) {
  const adhoc = typeof initial === 'object' ? initial : undefined;
  const [tab, setTab] = useState<string>(adhoc ? 'SQL' : 'SIMPLE');
  const [picked, setPicked] = useState<string | null>(
    typeof initial === 'string' ? initial : dropped?.kind === 'column' ? dropped.column.column_name : null,
  );
  const [sql, setSql] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState(adhoc?.label ?? '');
  const result = tab === 'SQL' ? (sql.trim() ? sqlColumn(sql, label) : undefined) : (picked ?? undefined);
  return (
    <Stack gap="xs">
      <Tabs value={tab} onChange={(next) => setTab(next ?? 'SIMPLE')}>
        <Tabs.List>
          <Tabs.Tab value="SIMPLE">Simple</Tabs.Tab>
          <Tabs.Tab value="SQL">Custom SQL</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="SIMPLE" pt="xs">
          <Select
            comboboxProps={IN_POPOVER}
            label="Column"
            searchable
            data={columns.map((column) => ({
              value: column.column_name,
              label: column.verbose_name || column.column_name,
            }))}
            value={picked}
            onChange={setPicked}
          />
        </Tabs.Panel>
        <Tabs.Panel value="SQL" pt="xs">
          <Stack gap="xs">
            <TextInput
              size="xs"
              label="Column label"
              placeholder="My column"
              value={label}
              onChange={(event) => setLabel(event.currentTarget.value)}
            />
            <Textarea
              label="Custom SQL"
              rows={3}
              resize="vertical"
              value={sql}
              onChange={(event) => setSql(event.currentTarget.value)}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <EditorActions
        canSave={result !== undefined}
        onSave={() => result !== undefined && onSave(result)}
        onCancel={onCancel}
      />
    </Stack>
  );
}
