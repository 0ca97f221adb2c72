import { Alert, Badge, Button, Group, ScrollArea, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import type { DatasetDetail } from './api.ts';
import { CalculatedColumnsTab } from './calculated-columns-tab.tsx';
import { ColumnsTab } from './columns-tab.tsx';
import { ConfirmSaveModal } from './confirm-save-modal.tsx';
import { draftOf, draftProblems, type DatasetDraft } from './dataset-draft.ts';
import { MetricsTab } from './metrics-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { SourceTab } from './source-tab.tsx';
import { useColumnSync } from './use-column-sync.ts';
import { useDatasetSave } from './use-dataset-save.ts';

/** One height for every tab, so the modal does not jump as tabs change; the tab's content scrolls inside it. */
const PANEL_HEIGHT = 'min(560px, calc(100dvh - 330px))';

/** A tab's title with the number of items it lists (Superset's CollectionTabTitle). */
function CountTitle({ title, count }: { title: string; count: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span>{title}</span>
      <Badge size="sm" variant="light" color="gray" circle={count < 10}>{count}</Badge>
    </Group>
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
  const saving = useDatasetSave(dataset.id, onSaved, onClose);
  const syncing = useColumnSync(dataset.id, (columns) => change({ columns }));
  const problems = draftProblems(draft);
  const problemList = Object.values(problems);
  const askSave = () => {
    setShowProblems(true);
    if (problemList.length === 0) setConfirming(true);
  };
  const tabs: { value: string; title: ReactNode; panel: ReactNode }[] = [
    { value: 'source', title: 'Source', panel: <SourceTab dataset={dataset} draft={draft} onChange={change} problems={problems} unlocked={unlocked} onToggleLock={() => setUnlocked((open) => !open)} /> },
    { value: 'metrics', title: <CountTitle title="Metrics" count={draft.metrics.length} />, panel: <MetricsTab metrics={draft.metrics} onChange={(metrics) => change({ metrics })} /> },
    {
      value: 'columns', title: <CountTitle title="Columns" count={draft.columns.length} />,
      panel: (
        <ColumnsTab columns={draft.columns} onChange={(columns) => change({ columns })} onSync={() => void syncing.sync(draft.columns)}
          syncing={syncing.syncing} syncSummary={syncing.summary} />
      ),
    },
    { value: 'calculated', title: <CountTitle title="Calculated columns" count={draft.calculated.length} />, panel: <CalculatedColumnsTab columns={draft.calculated} onChange={(calculated) => change({ calculated })} /> },
    { value: 'settings', title: 'Settings', panel: <SettingsTab draft={draft} onChange={change} problems={problems} /> },
  ];
  return (
    <>
      <Tabs defaultValue="source" keepMounted={false}>
        <Tabs.List mb="sm">
          {tabs.map((tab) => <Tabs.Tab key={tab.value} value={tab.value}>{tab.title}</Tabs.Tab>)}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <ScrollArea h={PANEL_HEIGHT} offsetScrollbars type="auto">{tab.panel}</ScrollArea>
          </Tabs.Panel>
        ))}
      </Tabs>
      {syncing.failure && <ErrorAlert title="The columns could not be synced" message={syncing.failure} />}
      {showProblems && problemList.length > 0 && (
        <Alert color="red" title="Fix these before saving" mt="md" role="alert">
          {problemList.map((problem) => <Text key={problem} size="sm">{problem}</Text>)}
        </Alert>
      )}
      {saving.failure && (
        <Alert color="red" title="The dataset was not saved" mt="md" role="alert" style={{ whiteSpace: 'pre-line' }}>{saving.failure}</Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>Cancel</Button>
        <Button onClick={askSave} loading={saving.saving} data-testid="dataset-editor-save">Save</Button>
      </Group>
      <ConfirmSaveModal opened={confirming} onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void saving.submit(draft);
        }} />
    </>
  );
}
