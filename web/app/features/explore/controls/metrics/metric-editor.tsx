import { Select, Stack, Tabs, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ItemEditorProps } from '../dnd/chip-list.tsx';
import { EditorActions } from '../dnd/editor-actions.tsx';
import type { DatasetColumn, DatasetMetric } from '../types.ts';
import { IN_POPOVER } from '../in-popover.ts';
import {
  AGGREGATES,
  aggregatesFor,
  initialCustomLabel,
  newOptionName,
  simpleMetric,
  sqlMetric,
  type Aggregate,
  type FormMetric,
} from './metric-model.ts';

type MetricTab = 'SAVED' | 'SIMPLE' | 'SQL';

/** Props of {@link MetricEditor}. */
export interface MetricEditorProps extends ItemEditorProps<FormMetric> {
  columns: readonly DatasetColumn[];
  savedMetrics: readonly DatasetMetric[];
}

interface Draft {
  tab: MetricTab;
  saved: string | null;
  column: string | null;
  aggregate: Aggregate | null;
  sql: string;
  label: string;
}

/** The editor's starting state: the edited metric's fields, or Simple (with a dropped column) for a new one. */
function initialDraft({ initial, dropped }: Pick<MetricEditorProps, 'initial' | 'dropped'>): Draft {
  const base: Draft = {
    tab: 'SIMPLE',
    saved: null,
    column: null,
    aggregate: null,
    sql: '',
    label: initialCustomLabel(initial),
  };
  if (typeof initial === 'string') return { ...base, tab: 'SAVED', saved: initial };
  if (initial?.expressionType === 'SQL') return { ...base, tab: 'SQL', sql: initial.sqlExpression };
  if (initial?.expressionType === 'SIMPLE') {
    const aggregate = AGGREGATES.find((name) => name === initial.aggregate) ?? null;
    return { ...base, column: initial.column.column_name, aggregate, sql: initial.sqlExpression ?? '' };
  }
  if (dropped?.kind === 'column') return { ...base, column: dropped.column.column_name };
  return base;
}

/** The metric a draft stands for, or undefined while it lacks what its tab needs. */
function buildMetric(draft: Draft, columns: readonly DatasetColumn[], optionName: string): FormMetric | undefined {
  if (draft.tab === 'SAVED') return draft.saved ?? undefined;
  if (draft.tab === 'SQL') return draft.sql.trim() === '' ? undefined : sqlMetric(draft.sql, draft.label, optionName);
  const column = columns.find((candidate) => candidate.column_name === draft.column);
  if (!column || !draft.aggregate || !aggregatesFor(column).includes(draft.aggregate)) return undefined;
  return simpleMetric(column, draft.aggregate, draft.label, optionName);
}

/** Superset's metric popover: tabs Saved, Simple (column + aggregate) and Custom SQL, with an editable label. */
export function MetricEditor(props: MetricEditorProps) {
  const { columns, savedMetrics, initial, onSave, onCancel } = props;
  const [draft, setDraft] = useState(() => initialDraft(props));
  const [optionName] = useState(() => (typeof initial === 'object' && initial.optionName) || newOptionName('metric'));
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const metric = buildMetric(draft, columns, optionName);
  const offered = aggregatesFor(columns.find((candidate) => candidate.column_name === draft.column));
  return (
    <Stack gap="xs">
      {draft.tab === 'SAVED' ? null : (
        <TextInput
          size="xs"
          label="Metric label"
          placeholder="My metric"
          value={draft.label}
          onChange={(event) => update({ label: event.currentTarget.value })}
        />
      )}
      <Tabs value={draft.tab} onChange={(tab) => update({ tab: (tab as MetricTab | null) ?? 'SIMPLE' })}>
        <Tabs.List>
          <Tabs.Tab value="SAVED">Saved</Tabs.Tab>
          <Tabs.Tab value="SIMPLE">Simple</Tabs.Tab>
          <Tabs.Tab value="SQL">Custom SQL</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="SAVED" pt="xs">
          <Select
            comboboxProps={IN_POPOVER}
            label="Saved metric"
            searchable
            nothingFoundMessage="No saved metrics found"
            data={savedMetrics.map((saved) => ({
              value: saved.metric_name,
              label: saved.verbose_name || saved.metric_name,
            }))}
            value={draft.saved}
            onChange={(saved) => update({ saved })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="SIMPLE" pt="xs">
          <Stack gap="xs">
            <Select
              comboboxProps={IN_POPOVER}
              label="Column"
              searchable
              data={columns.map((column) => column.column_name)}
              value={draft.column}
              onChange={(column) => {
                const picked = columns.find((candidate) => candidate.column_name === column);
                // An aggregate the new column's type does not take is dropped, so the user picks one it does.
                const keeps = draft.aggregate !== null && aggregatesFor(picked).includes(draft.aggregate);
                update({ column, aggregate: keeps ? draft.aggregate : null });
              }}
            />
            <Select
              comboboxProps={IN_POPOVER}
              label="Aggregate"
              data={[...offered]}
              value={draft.aggregate !== null && offered.includes(draft.aggregate) ? draft.aggregate : null}
              onChange={(aggregate) => update({ aggregate: aggregate as Aggregate | null })}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="SQL" pt="xs">
          <Textarea
            label="Custom SQL"
            rows={4}
            resize="vertical"
            placeholder="SUM(num)"
            value={draft.sql}
            onChange={(event) => update({ sql: event.currentTarget.value })}
          />
        </Tabs.Panel>
      </Tabs>
      <EditorActions
        canSave={metric !== undefined}
        onSave={() => metric !== undefined && onSave(metric)}
        onCancel={onCancel}
      />
    </Stack>
  );
}
