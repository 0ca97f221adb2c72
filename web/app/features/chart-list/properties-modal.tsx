import { Alert, Button, Divider, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { ChartListItem } from '#shared/api/chart.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useUpdateChartPropertiesMutation } from './api.ts';
import { OwnersSelect } from './owners-select.tsx';
import { draftOf, propertiesBody, validateDraft, type PropertiesDraft } from './properties-form.ts';

/**
 * Superset's "Edit Chart Properties" modal: name and description, certification, cache timeout and owners,
 * saved with `PUT /api/v1/chart/{pk}`. A refused save keeps the modal open with the server's words.
 */
export function PropertiesModal({ chart, onClose }: { chart: ChartListItem; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(chart));
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [updateChart, { isLoading }] = useUpdateChartPropertiesMutation();
  const { addSuccessToast } = useToasts();
  const set = (change: Partial<PropertiesDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const errors = submitted ? validateDraft(draft) : {};

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    setFailure(null);
    try {
      await updateChart({ id: chart.id, body: propertiesBody(draft) }).unwrap();
      addSuccessToast('Chart properties updated');
      onClose();
    } catch (error) {
      setFailure(errorSummary(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Edit Chart Properties" size="lg">
      <form onSubmit={(event) => { event.preventDefault(); void save(); }} noValidate>
        <Stack gap="sm">
          <Section title="Basic information" />
          <TextInput label="Name" required data-autofocus value={draft.name} error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })} />
          <Textarea label="Description" autosize minRows={2} maxRows={6} value={draft.description}
            description="The description can be displayed as widget headers in the dashboard view. Supports markdown."
            onChange={(event) => set({ description: event.currentTarget.value })} />
          <Section title="Certification" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Certified by" description="Person or group that has certified this chart." value={draft.certifiedBy}
              error={errors.certifiedBy} onChange={(event) => set({ certifiedBy: event.currentTarget.value })} />
            <TextInput label="Certification details" description="Shown in the certification tooltip."
              value={draft.certificationDetails} disabled={draft.certifiedBy.trim() === ''}
              onChange={(event) => set({ certificationDetails: event.currentTarget.value })} />
          </SimpleGrid>
          <Section title="Configuration" />
          <NumberInput label="Cache timeout" min={-1} allowDecimal={false} value={draft.cacheTimeout} error={errors.cacheTimeout}
            description="Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Empty uses the dataset's timeout."
            onChange={(value) => set({ cacheTimeout: value })} />
          <Section title="Access" />
          <OwnersSelect value={draft.owners} onChange={(owners) => set({ owners })} />
          {/* Next to the Save button, where the eye is after pressing it. */}
          {failure !== null && (
            <Alert color="red" title="The chart was not saved" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Section({ title }: { title: string }) {
  return (
    <Divider mt="xs" labelPosition="left" label={<Title order={2} size="h5">{title}</Title>} />
  );
}
