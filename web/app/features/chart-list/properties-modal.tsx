import { Button, Group, Modal, MultiSelect, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ChartListItem, ChartPutBody } from '#shared/api/chart.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useGetOwnerChoicesQuery, useUpdateChartMutation } from './api.ts';

/** What the properties form edits, as text inputs hold it. */
interface PropertiesDraft {
  name: string;
  description: string;
  owners: string[];
  cacheTimeout: number | string;
  certifiedBy: string;
  certificationDetails: string;
}

function draftOf(chart: ChartListItem): PropertiesDraft {
  return {
    name: chart.slice_name ?? '',
    description: chart.description ?? '',
    owners: chart.owners.map((owner) => String(owner.id)),
    cacheTimeout: chart.cache_timeout ?? '',
    certifiedBy: chart.certified_by ?? '',
    certificationDetails: chart.certification_details ?? '',
  };
}

/** The PUT body of a draft: empty optional fields are sent as null, as Superset's modal does. */
export function propertiesBody(draft: PropertiesDraft): ChartPutBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    slice_name: draft.name.trim(),
    description: orNull(draft.description),
    owners: draft.owners.map(Number),
    cache_timeout: draft.cacheTimeout === '' ? null : Number(draft.cacheTimeout),
    certified_by: orNull(draft.certifiedBy),
    certification_details: orNull(draft.certificationDetails),
  };
}

/** Superset's chart properties modal: name, description, owners, cache timeout and certification, saved with PUT. */
export function PropertiesModal({ chart, onClose }: { chart: ChartListItem; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(chart));
  const [updateChart, { isLoading }] = useUpdateChartMutation();
  const owners = useGetOwnerChoicesQuery();
  const { addSuccessToast, addDangerToast } = useToasts();
  const set = (change: Partial<PropertiesDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const ownerData = [
    ...chart.owners.map((owner) => ({ value: String(owner.id), label: `${owner.first_name} ${owner.last_name}`.trim() })),
    ...(owners.data ?? []).map((owner) => ({ value: String(owner.value), label: owner.text })),
  ].filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index);

  const save = async () => {
    try {
      await updateChart({ id: chart.id, body: propertiesBody(draft) }).unwrap();
      addSuccessToast('Chart properties updated');
      onClose();
    } catch (error) {
      addDangerToast(errorSummary(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Edit Chart Properties" size="lg">
      <Stack gap="sm">
        <TextInput label="Name" required value={draft.name} onChange={(event) => set({ name: event.currentTarget.value })} />
        <Textarea label="Description" value={draft.description} onChange={(event) => set({ description: event.currentTarget.value })} />
        <MultiSelect label="Owners" searchable data={ownerData} value={draft.owners} onChange={(value) => set({ owners: value })} />
        <NumberInput
          label="Cache timeout"
          description="Duration (in seconds) of the caching timeout for this chart."
          min={0}
          value={draft.cacheTimeout}
          onChange={(value) => set({ cacheTimeout: value })}
        />
        <TextInput label="Certified by" value={draft.certifiedBy} onChange={(event) => set({ certifiedBy: event.currentTarget.value })} />
        <Textarea
          label="Certification details"
          value={draft.certificationDetails}
          onChange={(event) => set({ certificationDetails: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={isLoading} disabled={draft.name.trim() === ''}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
