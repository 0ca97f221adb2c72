import { ActionIcon, Group, Input, Radio, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { DatasetDetail } from './api.ts';
import type { DatasetDraft } from './dataset-draft.ts';
import { PhysicalSourceFields } from './physical-source-fields.tsx';

const SqlCodeEditor = lazy(() => import('./sql-code-editor.tsx'));

/** Props of {@link SourceTab}. */
export interface SourceTabProps {
  dataset: DatasetDetail;
  draft: DatasetDraft;
  onChange: (change: Partial<DatasetDraft>) => void;
  problems: Record<string, string>;
  /** Whether the padlock is open: the source's fields may change. */
  unlocked: boolean;
  onToggleLock: () => void;
}

/**
 * Superset's Source tab: the dataset's type (physical table or virtual SQL), locked behind a padlock because
 * changing the source may break the charts built on it; a physical dataset shows its database, schema and table,
 * a virtual one its name and SQL.
 */
export function SourceTab({ dataset, draft, onChange, problems, unlocked, onToggleLock }: SourceTabProps) {
  const locked = !unlocked;
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" align="center">
        <Tooltip label={locked ? 'Click the lock to make changes.' : 'Click the lock to prevent further changes.'}>
          <ActionIcon
            variant="subtle"
            color={locked ? 'gray' : 'blue'}
            aria-pressed={unlocked}
            aria-label={locked ? 'Unlock to edit the source' : 'Lock the source'}
            onClick={onToggleLock}
            data-testid="dataset-editor-lock"
          >
            {locked ? <IconLock size={18} /> : <IconLockOpen size={18} />}
          </ActionIcon>
        </Tooltip>
        <Radio.Group
          value={draft.kind}
          onChange={(kind) => onChange({ kind: kind === 'virtual' ? 'virtual' : 'physical' })}
          aria-label="Dataset type"
        >
          <Group gap="lg">
            <Radio value="physical" label="Physical (table or view)" disabled={locked} />
            <Radio value="virtual" label="Virtual (SQL)" disabled={locked} />
          </Group>
        </Radio.Group>
      </Group>
      <TextInput label="Database" value={dataset.database.database_name} readOnly disabled maw={480} />
      {draft.kind === 'physical' ? (
        <PhysicalSourceFields
          databaseId={dataset.database.id}
          schema={draft.schema}
          table={draft.table_name}
          locked={locked}
          tableProblem={problems.table_name}
          onChange={onChange}
        />
      ) : (
        <>
          <TextInput
            label="Dataset name"
            value={draft.table_name}
            disabled={locked}
            error={problems.table_name}
            maw={480}
            onChange={(event) => onChange({ table_name: event.currentTarget.value })}
          />
          <Input.Wrapper
            label="SQL"
            error={problems.sql}
            description={locked ? undefined : 'The query runs as a sub-query of every chart on this dataset.'}
          >
            <Suspense fallback={<Skeleton height={260} aria-label="Loading the SQL editor" />}>
              <SqlCodeEditor value={draft.sql} onChange={(sql) => onChange({ sql })} readOnly={locked} />
            </Suspense>
          </Input.Wrapper>
        </>
      )}
      {locked && (
        <Text size="xs" c="dimmed">
          Changing the source may break the charts built on this dataset.
        </Text>
      )}
    </Stack>
  );
}
