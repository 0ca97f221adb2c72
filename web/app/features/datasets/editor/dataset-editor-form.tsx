import { Badge, Button, Group, ScrollArea, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { DatasetDetail } from './api.ts';
import { CalculatedColumnsTab } from './calculated-columns-tab.tsx';
import { ColumnsTab } from './columns-tab.tsx';
import { ConfirmSaveModal } from './confirm-save-modal.tsx';
import { draftOf, draftProblems, sourceChanged, type DatasetDraft } from './dataset-draft.ts';
import { MetricsTab } from './metrics-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { SourceTab } from './source-tab.tsx';
import { useColumnSync } from './use-column-sync.ts';
import { useDatasetSave } from './use-dataset-save.ts';

/** One height for every tab, so the modal does not jump as tabs change; the tab's content scrolls inside it. */
const PANEL_HEIGHT = 'min(560px, calc(100dvh - 330px))';

/** Which tab shows each field a problem can be about. */
const TAB_OF_PROBLEM: Record<string, string> = {
  table_name: 'source',
  sql: 'source',
  metrics: 'metrics',
  calculated: 'calculated',
  template_params: 'settings',
  extra: 'settings',
};

/** A tab's title, with the number of items it lists (Superset's CollectionTabTitle) and a mark when it holds a problem. */
function TabTitle({ title, count, flagged }: { title: string; count?: number; flagged: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span>{title}</span>
      {count !== undefined && (
        <Badge size="sm" variant="light" color="gray" circle={count < 10}>
          {count}
        </Badge>
      )}
      {flagged && <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-label="Has a problem" />}
    </Group>
  );
}

/**
 * Why the dataset cannot be saved, left of the buttons where the eye is after pressing Save: the draft's problems,
 * or the server's refusal. Kept in the footer so the tabs keep their height and the buttons stay in view.
 */
function FooterMessage({ failure, problems }: { failure: string | null; problems: string[] }) {
  const [title, lines] =
    problems.length > 0
      ? ['Fix these before saving', problems]
      : failure !== null
        ? ['The dataset was not saved', failure.split('\n')]
        : [null, []];
  if (title === null) return <span />;
  return (
    <div role="alert" aria-label={title} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} c="red">
        {title}
      </Text>
      {lines.map((line) => (
        <Text key={line} size="sm" c="red" lineClamp={2} title={line}>
          {line}
        </Text>
      ))}
    </div>
  );
}

/** Props of {@link DatasetEditorForm}. */
export interface DatasetEditorFormProps {
  dataset: DatasetDetail;
  onClose: () => void;
  onSaved?: (dataset: DatasetDetail) => void;
}

/** The editor's tabs over one draft, and its footer: problems, the server's refusal, Cancel and Save (confirmed first). */
export function DatasetEditorForm({ dataset, onClose, onSaved }: DatasetEditorFormProps) {
  const [draft, setDraft] = useState(() => draftOf(dataset));
  const [unlocked, setUnlocked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const change = (update: Partial<DatasetDraft>) => setDraft((previous) => ({ ...previous, ...update }));
  const saving = useDatasetSave(dataset, onSaved, onClose);
  const syncing = useColumnSync(dataset.id, (columns) => change({ columns }));
  const problems = draftProblems(draft);
  const problemList = Object.values(problems);
  const flagged = (tab: string) => showProblems && Object.keys(problems).some((field) => TAB_OF_PROBLEM[field] === tab);
  const title = (value: string, text: string, count?: number) => (
    <TabTitle title={text} count={count} flagged={flagged(value)} />
  );
  const askSave = () => {
    setShowProblems(true);
    if (problemList.length === 0) setConfirming(true);
  };
  const tabs: { value: string; title: ReactNode; panel: ReactNode }[] = [
    {
      value: 'source',
      title: title('source', 'Source'),
      panel: (
        <SourceTab
          dataset={dataset}
          draft={draft}
          onChange={change}
          problems={problems}
          unlocked={unlocked}
          onToggleLock={() => setUnlocked((open) => !open)}
        />
      ),
    },
    {
      value: 'metrics',
      title: title('metrics', 'Metrics', draft.metrics.length),
      panel: <MetricsTab metrics={draft.metrics} onChange={(metrics) => change({ metrics })} />,
    },
    {
      value: 'columns',
      title: title('columns', 'Columns', draft.columns.length),
      panel: (
        <ColumnsTab
          columns={draft.columns}
          onChange={(columns) => change({ columns })}
          onSync={() => void syncing.sync(draft.columns)}
          syncing={syncing.syncing}
          syncSummary={syncing.summary}
          syncFailure={syncing.failure}
          sourceChanged={sourceChanged(dataset, draft)}
        />
      ),
    },
    {
      value: 'calculated',
      title: title('calculated', 'Calculated columns', draft.calculated.length),
      panel: <CalculatedColumnsTab columns={draft.calculated} onChange={(calculated) => change({ calculated })} />,
    },
    {
      value: 'settings',
      title: title('settings', 'Settings'),
      panel: <SettingsTab draft={draft} onChange={change} problems={problems} />,
    },
  ];
  return (
    <>
      <Tabs defaultValue="source" keepMounted={false}>
        <Tabs.List mb="sm">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <ScrollArea h={PANEL_HEIGHT} offsetScrollbars type="auto">
              {tab.panel}
            </ScrollArea>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mt="md" gap="md">
        <FooterMessage failure={saving.failure} problems={showProblems ? problemList : []} />
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={askSave} loading={saving.saving} data-testid="dataset-editor-save">
            Save
          </Button>
        </Group>
      </Group>
      <ConfirmSaveModal
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void saving.submit(draft);
        }}
      />
    </>
  );
}
