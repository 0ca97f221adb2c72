import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { ChartItem } from '#shared/api/chart.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useToasts } from '../toasts/index.ts';
import { chartPropertiesApi } from './api.ts';
import { draftOf, propertiesBody, type PropertiesDraft } from './properties-draft.ts';

/** What the modal edits and whom it tells about the saved chart. */
export interface PropertiesModalProps {
  chartId: number;
  onClose: () => void;
  /** The saved name and description, for a page that shows them (Explore's title). */
  onSaved?: (saved: { sliceName: string; description: string | null }) => void;
}

function Section({ title }: { title: string }) {
  return (
    <Title order={5} mt="xs">
      {title}
    </Title>
  );
}

function PropertiesForm({ chart, onClose, onSaved }: Omit<PropertiesModalProps, 'chartId'> & { chart: ChartItem }) {
  const [draft, setDraft] = useState(() => draftOf(chart));
  const [save, { isLoading }] = chartPropertiesApi.useSaveChartPropertiesMutation();
  const owners = chartPropertiesApi.useGetChartOwnerChoicesQuery();
  const { addSuccessToast, addDangerToast } = useToasts();
  const set = (change: Partial<PropertiesDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const ownerData = [
    ...chart.owners.map((owner) => ({
      value: String(owner.id),
      label: `${owner.first_name} ${owner.last_name}`.trim(),
    })),
    ...(owners.data ?? []).map((owner) => ({ value: String(owner.value), label: owner.text })),
  ].filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index);
  const submit = async () => {
    const body = propertiesBody(draft);
    try {
      await save({ id: chart.id, body }).unwrap();
      addSuccessToast('Chart properties updated');
      onSaved?.({ sliceName: body.slice_name ?? '', description: body.description ?? null });
      onClose();
    } catch (error) {
      addDangerToast(errorSummary(error));
    }
  };
  return (
    <Stack gap="sm">
      <Section title="Basic information" />
      <TextInput
        label="Name"
        required
        value={draft.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={draft.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      <Section title="Certification" />
      <TextInput
        label="Certified by"
        value={draft.certifiedBy}
        onChange={(event) => set({ certifiedBy: event.currentTarget.value })}
      />
      <Textarea
        label="Certification details"
        value={draft.certificationDetails}
        onChange={(event) => set({ certificationDetails: event.currentTarget.value })}
      />
      <Section title="Configuration" />
      <NumberInput
        label="Cache timeout"
        description="Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Note this defaults to the dataset's timeout if undefined."
        min={-1}
        value={draft.cacheTimeout}
        onChange={(value) => set({ cacheTimeout: value })}
      />
      <Section title="Access" />
      <MultiSelect
        label="Owners"
        searchable
        data={ownerData}
        value={draft.owners}
        onChange={(value) => set({ owners: value })}
      />
      {chart.dashboards.length > 0 && (
        <Text
          size="sm"
          c="dimmed"
        >{`On dashboards: ${chart.dashboards.map((dashboard) => dashboard.dashboard_title ?? `#${dashboard.id}`).join(', ')}`}</Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          loading={isLoading}
          disabled={draft.name.trim() === ''}
          data-testid="properties-modal-save"
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** Superset's "Edit Chart Properties": name, description, certification, cache timeout and owners, saved with PUT. */
export function PropertiesModal({ chartId, onClose, onSaved }: PropertiesModalProps) {
  const {
    data: chart,
    error,
    isFetching,
  } = chartPropertiesApi.useGetChartQuery(chartId, { refetchOnMountOrArgChange: true });
  return (
    <Modal opened onClose={onClose} title="Edit Chart Properties" size="lg" data-testid="chart-properties-modal">
      {error && <ErrorAlert message={errorSummary(error)} />}
      {isFetching || !chart ? (
        !error && (
          <Center py="lg">
            <Loader size="sm" aria-label="Loading chart properties" />
          </Center>
        )
      ) : (
        <PropertiesForm chart={chart} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}
