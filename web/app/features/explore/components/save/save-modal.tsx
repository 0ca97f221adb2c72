import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExploreDatasource, ExploreSlice } from '#shared/api/explore.ts';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { useToasts } from '../../../toasts/index.ts';
import { exploreApi } from '../../api.ts';
import type { ExplorePermissions } from '../../state/index.ts';
import { chartErrorsOf } from '../chart/run-chart-query.ts';
import { createChartBody, overwriteChartBody, savedMessage, savedQueryContext, type SaveAction } from './save-body.ts';

/** What the save modal saves. */
export interface SaveModalProps {
  opened: boolean;
  onClose: () => void;
  formData: FormData;
  datasource: ExploreDatasource;
  slice: ExploreSlice | null;
  sliceName: string;
  permissions: ExplorePermissions;
  plugin: ChartPlugin | undefined;
}

/** Superset's save modal: "Save (Overwrite)" or "Save as...", the chart name, and (not yet) a dashboard to add it to. */
export function SaveModal({ opened, onClose, formData, datasource, slice, sliceName, permissions, plugin }: SaveModalProps) {
  const navigate = useNavigate();
  const { addSuccessToast } = useToasts();
  const canOverwrite = permissions.canOverwrite && slice !== null;
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(sliceName);
  const [error, setError] = useState<string | null>(null);
  const [createChart, created] = exploreApi.useCreateChartMutation();
  const [updateChart, updated] = exploreApi.useUpdateChartMutation();
  useEffect(() => {
    if (!opened) return;
    setAction(canOverwrite ? 'overwrite' : 'saveas');
    setName(sliceName);
    setError(null);
  }, [opened, canOverwrite, sliceName]);

  const save = async () => {
    const sliceNameToSave = name.trim();
    const queryContext = savedQueryContext(plugin, formData);
    try {
      const answer =
        action === 'overwrite' && slice
          ? await updateChart({ id: slice.slice_id, body: overwriteChartBody(formData, sliceNameToSave, datasource, queryContext) }).unwrap()
          : await createChart(createChartBody(formData, sliceNameToSave, datasource, queryContext)).unwrap();
      addSuccessToast(savedMessage(action, sliceNameToSave));
      onClose();
      navigate(`/explore/?slice_id=${answer.id}`);
    } catch (failure) {
      setError(chartErrorsOf(failure).map((entry) => entry.message).join('\n'));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Save chart" data-testid="explore-save-modal">
      <Stack gap="md">
        <Radio.Group value={action} onChange={(value) => setAction(value as SaveAction)}>
          <Group>
            <Radio value="overwrite" label="Save (Overwrite)" disabled={!canOverwrite} data-testid="save-overwrite-radio" />
            <Radio value="saveas" label="Save as..." data-testid="save-as-radio" />
          </Group>
        </Radio.Group>
        <TextInput label="Chart name" required value={name} maxLength={250} onChange={(event) => setName(event.currentTarget.value)} data-testid="save-chart-name" />
        <Stack gap={4}>
          <Select label="Add to dashboard" placeholder="Select a dashboard OR create a new one" data={[]} disabled />
          <Text size="xs" c="dimmed">Adding a chart to a dashboard from here is not available yet.</Text>
        </Stack>
        {error !== null && <ErrorAlert title="The chart could not be saved" message={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void save()} disabled={name.trim() === '' || !permissions.canAdd} loading={created.isLoading || updated.isLoading} data-testid="save-modal-confirm">
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
