import { Alert, Center, JsonInput, Loader, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DashboardItem, DashboardPutBody } from '#shared/api/dashboard.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { loadColorSchemes } from '../../plugins/registry.ts';
import { FormFooter, FormSection, RemoteMultiSelect, useDraftForm, useGetRelatedChoicesQuery } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useGetDashboardPropertiesQuery, useUpdateDashboardPropertiesMutation } from './api.ts';
import { draftOf, propertiesBody, validateDraft } from './properties-form.ts';

const useOwnerChoices = (search: string) =>
  useGetRelatedChoicesQuery({ resource: 'dashboard', column: 'owners', search });
const useRoleChoices = (search: string) =>
  useGetRelatedChoicesQuery({ resource: 'dashboard', column: 'roles', search });

/** What a save of the properties sent, and the dashboard version it made. */
export interface SavedProperties {
  body: DashboardPutBody;
  etag: string | null;
}

export interface DashboardPropertiesModalProps {
  dashboardId: number;
  onClose: () => void;
  /** Called once saved (the dashboard page takes the new title and version). */
  onSaved?: (saved: SavedProperties) => void;
}

/**
 * Superset's "Dashboard properties" modal, for the list and the dashboard page alike: the dashboard is read whole
 * (`GET /api/v1/dashboard/{id}`, for its metadata and roles); title, slug, owners and roles searched on the server,
 * certification, colour scheme and JSON metadata are saved with `PUT /api/v1/dashboard/{pk}`. A refused save keeps
 * the modal open with the server's words.
 */
export function PropertiesModal({ dashboardId, onClose, onSaved }: DashboardPropertiesModalProps) {
  const dashboard = useGetDashboardPropertiesQuery(dashboardId, { refetchOnMountOrArgChange: true });
  return (
    <Modal opened onClose={onClose} title="Dashboard properties" size="lg">
      {dashboard.isError && (
        <Alert color="red" role="alert" title="The dashboard could not be read">
          {errorSummary(dashboard.error)}
        </Alert>
      )}
      {dashboard.isFetching && (
        <Center py="xl">
          <Loader aria-label="Loading the dashboard" />
        </Center>
      )}
      {dashboard.data && !dashboard.isFetching && (
        <PropertiesForm dashboard={dashboard.data} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

/** Descriptions under the inputs, so the inputs of a two-column row line up whatever their descriptions' lengths. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** The colour schemes to choose from (id, label); none until the palettes have loaded. */
function useColorSchemes(): readonly (readonly [string, string])[] {
  const [schemes, setSchemes] = useState<readonly (readonly [string, string])[]>([]);
  useEffect(() => {
    loadColorSchemes().then(
      ({ categoricalChoices }) => setSchemes(categoricalChoices),
      () => setSchemes([]),
    );
  }, []);
  return schemes;
}

function PropertiesForm({
  dashboard,
  onClose,
  onSaved,
}: {
  dashboard: DashboardItem;
  onClose: () => void;
  onSaved?: (saved: SavedProperties) => void;
}) {
  const schemes = useColorSchemes();
  const [update, { isLoading }] = useUpdateDashboardPropertiesMutation();
  const { addSuccessToast } = useToasts();
  const { draft, set, errors, failure, submit } = useDraftForm(
    () => draftOf(dashboard),
    validateDraft,
    async (saved) => {
      const body = propertiesBody(saved, new Set(schemes.map(([id]) => id)));
      const { etag } = await update({ id: dashboard.id, body }).unwrap();
      addSuccessToast('The dashboard has been saved');
      onSaved?.({ body, etag });
      onClose();
    },
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <FormSection title="Basic information" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            data-autofocus
            value={draft.title}
            error={errors.title}
            placeholder="[ untitled dashboard ]"
            onChange={(event) => set({ title: event.currentTarget.value })}
          />
          <TextInput
            label="URL slug"
            inputWrapperOrder={BELOW}
            description="A readable URL for your dashboard"
            value={draft.slug}
            error={errors.slug}
            onChange={(event) => set({ slug: event.currentTarget.value })}
          />
        </SimpleGrid>
        <FormSection title="Access" />
        <RemoteMultiSelect
          label="Owners"
          value={draft.owners}
          onChange={(owners) => set({ owners })}
          useChoices={useOwnerChoices}
          description="Owners is a list of users who can alter the dashboard. Searchable by name or username."
        />
        <RemoteMultiSelect
          label="Roles"
          value={draft.roles}
          onChange={(roles) => set({ roles })}
          useChoices={useRoleChoices}
          description="Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply."
        />
        <FormSection title="Colors" />
        <Select
          label="Color scheme"
          clearable
          searchable
          placeholder="Default"
          data={schemes.map(([value, label]) => ({ value, label }))}
          value={draft.colorScheme || null}
          onChange={(value) => set({ colorScheme: value ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
        <FormSection title="Certification" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Certified by"
            inputWrapperOrder={BELOW}
            description="Person or group that has certified this dashboard."
            value={draft.certifiedBy}
            error={errors.certifiedBy}
            onChange={(event) => set({ certifiedBy: event.currentTarget.value })}
          />
          <TextInput
            label="Certification details"
            inputWrapperOrder={BELOW}
            description="Any additional detail to show in the certification tooltip."
            value={draft.certificationDetails}
            disabled={draft.certifiedBy.trim() === ''}
            onChange={(event) => set({ certificationDetails: event.currentTarget.value })}
          />
        </SimpleGrid>
        <FormSection title="Advanced" />
        <JsonInput
          label="JSON metadata"
          autosize
          minRows={6}
          maxRows={16}
          formatOnBlur
          value={draft.jsonMetadata}
          error={errors.jsonMetadata}
          validationError="JSON metadata is invalid!"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          description="This JSON object is generated dynamically when clicking the save or overwrite button in the dashboard view. It is exposed here for reference and for power users who may want to alter specific parameters."
          onChange={(jsonMetadata) => set({ jsonMetadata })}
        />
        <FormFooter
          failure={failure}
          failureTitle="The dashboard was not saved"
          onCancel={onClose}
          loading={isLoading}
        />
      </Stack>
    </form>
  );
}
