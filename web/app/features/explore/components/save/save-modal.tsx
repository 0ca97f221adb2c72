import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExploreDatasource, ExploreSlice } from '#shared/api/explore.ts';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { type DashboardPick, DashboardPicker, dashboardsApi, useDashboardPick } from '../../../dashboards/index.ts';
import { useToasts } from '../../../toasts/index.ts';
import { exploreApi } from '../../api.ts';
import type { ExplorePermissions } from '../../state/index.ts';
import { chartErrorsOf } from '../../../chart/index.ts';
import {
  addedToDashboardMessage,
  createChartBody,
  dashboardPath,
  overwriteChartBody,
  savedMessage,
  savedQueryContext,
  type SaveAction,
} from './save-body.ts';

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

/** Superset's save modal: "Save (Overwrite)" or "Save as...", the chart name, and a dashboard to add it to (new or one's own). */
export function SaveModal({
  opened,
  onClose,
  formData,
  datasource,
  slice,
  sliceName,
  permissions,
  plugin,
}: SaveModalProps) {
  const navigate = useNavigate();
  const { addSuccessToast } = useToasts();
  const canOverwrite = permissions.canOverwrite && slice !== null;
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(sliceName);
  const [error, setError] = useState<string | null>(null);
  const [createChart, created] = exploreApi.useCreateChartMutation();
  const [updateChart, updated] = exploreApi.useUpdateChartMutation();
  const [createDashboard, dashboardCreated] = dashboardsApi.useCreateDashboardMutation();
  const [readChartDashboards] = dashboardsApi.useLazyChartDashboardIdsQuery();
  const me = exploreApi.useCurrentUserQuery();
  const dashboard = useDashboardPick(me.data?.id);
  const resetDashboard = dashboard.setText;
  useEffect(() => {
    if (!opened) return;
    setAction(canOverwrite ? 'overwrite' : 'saveas');
    setName(sliceName);
    setError(null);
    resetDashboard('');
  }, [opened, canOverwrite, sliceName, resetDashboard]);

  /** The id of the picked dashboard, creating it first when the user typed a new title. */
  const dashboardIdOf = async (pick: DashboardPick): Promise<number> =>
    pick.kind === 'existing' ? pick.id : (await createDashboard({ dashboard_title: pick.title }).unwrap()).id;

  /** Saves the chart; `goToDashboard` then opens the picked dashboard instead of the saved chart (Superset's "Save & go to dashboard"). */
  const save = async (goToDashboard: boolean) => {
    const sliceNameToSave = name.trim();
    const queryContext = savedQueryContext(plugin, formData);
    const pick = dashboard.pick;
    try {
      const dashboardId = pick ? await dashboardIdOf(pick) : undefined;
      const picked = dashboardId === undefined ? [] : [dashboardId];
      const answer =
        action === 'overwrite' && slice
          ? await updateChart({
              id: slice.slice_id,
              body: overwriteChartBody(
                formData,
                sliceNameToSave,
                datasource,
                queryContext,
                pick ? [...(await readChartDashboards(slice.slice_id).unwrap()), ...picked] : undefined,
              ),
            }).unwrap()
          : await createChart(createChartBody(formData, sliceNameToSave, datasource, queryContext, picked)).unwrap();
      addSuccessToast(savedMessage(action, sliceNameToSave));
      if (pick) addSuccessToast(addedToDashboardMessage(sliceNameToSave, pick.title, pick.kind === 'new'));
      onClose();
      void navigate(
        goToDashboard && dashboardId !== undefined ? dashboardPath(dashboardId) : `/explore/?slice_id=${answer.id}`,
      );
    } catch (failure) {
      setError(
        chartErrorsOf(failure)
          .map((entry) => entry.message)
          .join('\n'),
      );
    }
  };

  const canSave = name.trim() !== '' && permissions.canAdd && dashboard.settled;
  const saving = created.isLoading || updated.isLoading || dashboardCreated.isLoading;
  return (
    <Modal opened={opened} onClose={onClose} title="Save chart" data-testid="explore-save-modal">
      <Stack gap="md">
        <Radio.Group value={action} onChange={(value) => setAction(value as SaveAction)}>
          <Group>
            <Radio
              value="overwrite"
              label="Save (Overwrite)"
              disabled={!canOverwrite}
              data-testid="save-overwrite-radio"
            />
            <Radio value="saveas" label="Save as..." data-testid="save-as-radio" />
          </Group>
        </Radio.Group>
        <TextInput
          label="Chart name"
          required
          value={name}
          maxLength={250}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="save-chart-name"
        />
        <DashboardPicker state={dashboard} />
        {error !== null && <ErrorAlert title="The chart could not be saved" message={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="default"
            onClick={() => void save(true)}
            disabled={!canSave || dashboard.pick === null}
            loading={saving}
            data-testid="save-go-to-dashboard"
          >
            Save & go to dashboard
          </Button>
          <Button
            onClick={() => void save(false)}
            disabled={!canSave}
            loading={saving}
            data-testid="save-modal-confirm"
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
