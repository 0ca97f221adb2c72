import { Select, Stack, TagsInput, Tabs, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ItemEditorProps } from '../dnd/chip-list.tsx';
import { EditorActions } from '../dnd/editor-actions.tsx';
import { newOptionName } from '../metrics/metric-model.ts';
import { TimeRangeEditor } from '../time-range/time-range-editor.tsx';
import type { DatasetColumn } from '../types.ts';
import { buildFilter, initialFilterDraft, type FilterDraft } from './filter-draft.ts';
import type { AdhocFilter } from './filter-model.ts';
import { defaultOperator, LIST_OPERATORS, operatorOptions, operatorsFor, VALUELESS_OPERATORS } from './operators.ts';
import { IN_POPOVER } from '../in-popover.ts';

/** Props of {@link FilterEditor}. */
export interface FilterEditorProps extends ItemEditorProps<AdhocFilter> {
  columns: readonly DatasetColumn[];
  now: () => Date;
}

function ValueInput({
  draft,
  update,
  now,
}: {
  draft: FilterDraft;
  update: (patch: Partial<FilterDraft>) => void;
  now: () => Date;
}) {
  if (VALUELESS_OPERATORS.includes(draft.operator)) return null;
  if (draft.operator === 'TEMPORAL_RANGE')
    return <TimeRangeEditor value={draft.timeRange} onChange={(timeRange) => update({ timeRange })} now={now} />;
  if (LIST_OPERATORS.includes(draft.operator)) {
    return (
      <TagsInput
        label="Values"
        placeholder="Type a value, Enter or comma to add"
        splitChars={[',']}
        acceptValueOnBlur
        value={draft.values}
        onChange={(values) => update({ values })}
      />
    );
  }
  return (
    <TextInput label="Value" value={draft.value} onChange={(event) => update({ value: event.currentTarget.value })} />
  );
}

/** Superset's filter popover: Simple (column, operator, value or values or time range) and Custom SQL (clause + SQL). */
export function FilterEditor({ initial, dropped, columns, now, onSave, onCancel }: FilterEditorProps) {
  const [draft, setDraft] = useState(() => initialFilterDraft(initial, dropped));
  const [optionName] = useState(() => initial?.filterOptionName ?? newOptionName('filter'));
  const update = (patch: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const filter = buildFilter(draft, columns, optionName);
  const filterable = columns.filter((column) => column.filterable !== false);
  const subjectColumn = columns.find((column) => column.column_name === draft.subject);
  return (
    <Stack gap="xs">
      <Tabs value={draft.tab} onChange={(tab) => update({ tab: tab === 'SQL' ? 'SQL' : 'SIMPLE' })}>
        <Tabs.List>
          <Tabs.Tab value="SIMPLE">Simple</Tabs.Tab>
          <Tabs.Tab value="SQL">Custom SQL</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="SIMPLE" pt="xs">
          <Stack gap="xs">
            <Select
              comboboxProps={IN_POPOVER}
              label="Column"
              searchable
              data={filterable.map((column) => ({
                value: column.column_name,
                label: column.verbose_name || column.column_name,
              }))}
              value={draft.subject}
              onChange={(subject) => {
                const picked = columns.find((column) => column.column_name === subject);
                // A column the current operator does not fit gets the operator Superset starts that column with.
                const keeps = operatorsFor(picked).some((operator) => operator === draft.operator);
                update({ subject, operator: keeps ? draft.operator : defaultOperator(picked) });
              }}
            />
            <Select
              comboboxProps={IN_POPOVER}
              label="Operator"
              data={operatorOptions(subjectColumn, draft.operator)}
              value={draft.operator}
              allowDeselect={false}
              onChange={(operator) => update({ operator: operator ?? draft.operator })}
            />
            <ValueInput draft={draft} update={update} now={now} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="SQL" pt="xs">
          <Stack gap="xs">
            <Select
              comboboxProps={IN_POPOVER}
              label="Clause"
              data={['WHERE', 'HAVING']}
              value={draft.clause}
              allowDeselect={false}
              onChange={(clause) => update({ clause: clause === 'HAVING' ? 'HAVING' : 'WHERE' })}
            />
            <Textarea
              label="Custom SQL"
              rows={3}
              resize="vertical"
              placeholder="col = 'value'"
              value={draft.sql}
              onChange={(event) => update({ sql: event.currentTarget.value })}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <EditorActions
        canSave={filter !== undefined}
        onSave={() => filter !== undefined && onSave(filter)}
        onCancel={onCancel}
      />
    </Stack>
  );
}
