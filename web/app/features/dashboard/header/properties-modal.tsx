import { Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { DashboardItem } from '#shared/api/dashboard.ts';
import { loadColorSchemes } from '../../../plugins/registry.ts';
import { useToasts } from '../../toasts/index.ts';
import { dashboardViewApi } from '../api.ts';
import { draftOf, propertiesBody, type PropertiesDraft } from './properties-draft.ts';

/** Superset's "Dashboard properties": title, slug, owners, roles, colour scheme, certification and JSON metadata. */
export function PropertiesModal({ dashboard, onClose, onTitleSaved }: { dashboard: DashboardItem; onClose: () => void; onTitleSaved: (title: string) => void }) {
  const [draft, setDraft] = useState<PropertiesDraft>(() => draftOf(dashboard));
  const [error, setError] = useState<string | null>(null);
  const [putDashboard, { isLoading }] = dashboardViewApi.usePutDashboardMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [schemes, setSchemes] = useState<readonly (readonly [string, string])[]>([]);
  useEffect(() => {
    loadColorSchemes().then(({ categoricalChoices }) => setSchemes(categoricalChoices), () => setSchemes([]));
  }, []);
  const set = (change: Partial<PropertiesDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const owners = useMemo(() => dashboard.owners.map((owner) => ({ value: String(owner.id), label: `${owner.first_name} ${owner.last_name}`.trim() })), [dashboard]);
  const roles = useMemo(() => dashboard.roles.map((role) => ({ value: String(role.id), label: role.name })), [dashboard]);
  const save = () => {
    const result = propertiesBody(draft, new Set(schemes.map(([id]) => id)));
    if ('error' in result) return setError(result.error);
    putDashboard({ id: dashboard.id, body: result.body })
      .unwrap()
      .then(
        () => {
          onTitleSaved(String(result.body.dashboard_title));
          addSuccessToast('The dashboard has been saved');
          onClose();
        },
        () => addDangerToast('Sorry, there was an error saving this dashboard'),
      );
  };
  return (
    <Modal opened onClose={onClose} title="Dashboard properties" size="lg">
      <Stack gap="md">
        <Title order={4}>Basic information</Title>
        <SimpleGrid cols={2}>
          <TextInput label="Name" value={draft.title} onChange={(event) => set({ title: event.currentTarget.value })} />
          <TextInput label="URL slug" value={draft.slug} onChange={(event) => set({ slug: event.currentTarget.value })} description="A readable URL for your dashboard" />
        </SimpleGrid>
        <Title order={4}>Access</Title>
        <SimpleGrid cols={2}>
          <MultiSelect label="Owners" searchable data={owners} value={draft.owners} onChange={(value) => set({ owners: value })} description="Owners is a list of users who can alter the dashboard." />
          <MultiSelect label="Roles" searchable data={roles} value={draft.roles} onChange={(value) => set({ roles: value })} description="Roles is a list which defines access to the dashboard." />
        </SimpleGrid>
        <Title order={4}>Colors</Title>
        <Select label="Color scheme" clearable data={schemes.map(([value, label]) => ({ value, label }))} value={draft.colorScheme || null} onChange={(value) => set({ colorScheme: value ?? '' })} />
        <Title order={4}>Certification</Title>
        <SimpleGrid cols={2}>
          <TextInput label="Certified by" value={draft.certifiedBy} onChange={(event) => set({ certifiedBy: event.currentTarget.value })} description="Person or group that has certified this dashboard." />
          <TextInput label="Certification details" value={draft.certificationDetails} onChange={(event) => set({ certificationDetails: event.currentTarget.value })} description="Any additional detail to show in the certification tooltip." />
        </SimpleGrid>
        <Title order={4}>Advanced</Title>
        <Textarea label="JSON metadata" autosize minRows={6} maxRows={16} value={draft.jsonMetadata} onChange={(event) => set({ jsonMetadata: event.currentTarget.value })} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />
        {error && <Text c="red" size="sm" role="alert">{error}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={save} loading={isLoading}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
