import { Modal, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { ChartListItem } from '#shared/api/chart.ts';
import { FormFooter, FormSection, RemoteMultiSelect, useDraftForm, useGetRelatedChoicesQuery } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useUpdateChartPropertiesMutation } from './api.ts';
import { draftOf, propertiesBody, validateDraft } from './properties-form.ts';

const useOwnerChoices = (search: string) => useGetRelatedChoicesQuery({ resource: 'chart', column: 'owners', search });

/**
 * Superset's "Edit Chart Properties" modal: name and description, certification, cache timeout and owners,
 * saved with `PUT /api/v1/chart/{pk}`. A refused save keeps the modal open with the server's words.
 */
export function PropertiesModal({ chart, onClose }: { chart: ChartListItem; onClose: () => void }) {
  const [updateChart, { isLoading }] = useUpdateChartPropertiesMutation();
  const { addSuccessToast } = useToasts();
  const { draft, set, errors, failure, submit } = useDraftForm(
    () => draftOf(chart),
    validateDraft,
    async (saved) => {
      await updateChart({ id: chart.id, body: propertiesBody(saved) }).unwrap();
      addSuccessToast('Chart properties updated');
      onClose();
    },
  );

  return (
    <Modal opened onClose={onClose} title="Edit Chart Properties" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <FormSection title="Basic information" />
          <TextInput
            label="Name"
            required
            data-autofocus
            value={draft.name}
            error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            value={draft.description}
            description="The description can be displayed as widget headers in the dashboard view. Supports markdown."
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
          <FormSection title="Certification" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Certified by"
              description="Person or group that has certified this chart."
              value={draft.certifiedBy}
              error={errors.certifiedBy}
              onChange={(event) => set({ certifiedBy: event.currentTarget.value })}
            />
            <TextInput
              label="Certification details"
              description="Shown in the certification tooltip."
              value={draft.certificationDetails}
              disabled={draft.certifiedBy.trim() === ''}
              onChange={(event) => set({ certificationDetails: event.currentTarget.value })}
            />
          </SimpleGrid>
          <FormSection title="Configuration" />
          <NumberInput
            label="Cache timeout"
            min={-1}
            allowDecimal={false}
            value={draft.cacheTimeout}
            error={errors.cacheTimeout}
            description="Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Empty uses the dataset's timeout."
            onChange={(value) => set({ cacheTimeout: value })}
          />
          <FormSection title="Access" />
          <RemoteMultiSelect
            label="Owners"
            description="A list of users who can alter the chart. Searchable by name or username."
            value={draft.owners}
            onChange={(owners) => set({ owners })}
            useChoices={useOwnerChoices}
          />
          <FormFooter failure={failure} failureTitle="The chart was not saved" onCancel={onClose} loading={isLoading} />
        </Stack>
      </form>
    </Modal>
  );
}
