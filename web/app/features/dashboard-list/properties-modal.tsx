import { Alert, Center, JsonInput, Loader, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { DashboardItem } from '#shared/api/dashboard.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { FormFooter, FormSection, RemoteMultiSelect, useDraftForm, useGetRelatedChoicesQuery } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useGetDashboardPropertiesQuery, useUpdateDashboardPropertiesMutation } from './api.ts';
import { draftOf, propertiesBody, validateDraft } from './properties-form.ts';

const useOwnerChoices = (search: string) => useGetRelatedChoicesQuery({ resource: 'dashboard', column: 'owners', search });
const useRoleChoices = (search: string) => useGetRelatedChoicesQuery({ resource: 'dashboard', column: 'roles', search });

/**
 * Superset's dashboard "Properties" modal opened from the list: the dashboard is read whole (`GET /api/v1/dashboard/{id}`,
 * for its metadata and roles) and saved with `PUT /api/v1/dashboard/{pk}`. A refused save keeps the modal open with the server's words.
 */
export function PropertiesModal({ dashboardId, onClose }: { dashboardId: number; onClose: () => void }) {
  const dashboard = useGetDashboardPropertiesQuery(dashboardId, { refetchOnMountOrArgChange: true });
  return (
    <Modal opened onClose={onClose} title="Dashboard properties" size="lg">
      {dashboard.isError && <Alert color="red" role="alert" title="The dashboard could not be read">{errorSummary(dashboard.error)}</Alert>}
      {dashboard.isFetching && <Center py="xl"><Loader aria-label="Loading the dashboard" /></Center>}
      {dashboard.data && !dashboard.isFetching && <PropertiesForm dashboard={dashboard.data} onClose={onClose} />}
    </Modal>
  );
}

/** Descriptions under the inputs, so the inputs of a two-column row line up whatever their descriptions' lengths. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

function PropertiesForm({ dashboard, onClose }: { dashboard: DashboardItem; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateDashboardPropertiesMutation();
  const { addSuccessToast } = useToasts();
  const { draft, set, errors, failure, submit } = useDraftForm(() => draftOf(dashboard), validateDraft, async (saved) => {
    await update({ id: dashboard.id, body: propertiesBody(saved) }).unwrap();
    addSuccessToast('The dashboard has been saved');
    onClose();
  });

  return (
    <form onSubmit={(event) => { event.preventDefault(); void submit(); }} noValidate>
      <Stack gap="sm">
        <FormSection title="Basic information" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" data-autofocus value={draft.title} error={errors.title} placeholder="[ untitled dashboard ]"
            onChange={(event) => set({ title: event.currentTarget.value })} />
          <TextInput label="URL slug" inputWrapperOrder={BELOW} description="A readable URL for your dashboard" value={draft.slug} error={errors.slug}
            onChange={(event) => set({ slug: event.currentTarget.value })} />
        </SimpleGrid>
        <FormSection title="Access" />
        <RemoteMultiSelect label="Owners" value={draft.owners} onChange={(owners) => set({ owners })} useChoices={useOwnerChoices}
          description="Owners is a list of users who can alter the dashboard. Searchable by name or username." />
        <RemoteMultiSelect label="Roles" value={draft.roles} onChange={(roles) => set({ roles })} useChoices={useRoleChoices}
          description="Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply." />
        <FormSection title="Certification" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Certified by" inputWrapperOrder={BELOW} description="Person or group that has certified this dashboard." value={draft.certifiedBy}
            error={errors.certifiedBy} onChange={(event) => set({ certifiedBy: event.currentTarget.value })} />
          <TextInput label="Certification details" inputWrapperOrder={BELOW} description="Any additional detail to show in the certification tooltip."
            value={draft.certificationDetails} disabled={draft.certifiedBy.trim() === ''}
            onChange={(event) => set({ certificationDetails: event.currentTarget.value })} />
        </SimpleGrid>
        <FormSection title="Advanced" />
        <JsonInput label="JSON metadata" autosize minRows={6} maxRows={16} formatOnBlur value={draft.jsonMetadata} error={errors.jsonMetadata}
          validationError="JSON metadata is invalid!" styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          description="This JSON object is generated dynamically when clicking the save or overwrite button in the dashboard view. It is exposed here for reference and for power users who may want to alter specific parameters."
          onChange={(jsonMetadata) => set({ jsonMetadata })} />
        <FormFooter failure={failure} failureTitle="The dashboard was not saved" onCancel={onClose} loading={isLoading} />
      </Stack>
    </form>
  );
}
