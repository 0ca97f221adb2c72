import { Badge, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { rolesGrant } from '#shared/security/permissions.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useGetMyRolesQuery } from '../auth/index.ts';
import { EditProfileModal, MyPasswordModal } from './profile-modals.tsx';

/** A data access list of `/api/v1/me/roles/` (`permissions.datasource_access`): its names, none when absent. */
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A dated field as the page shows it; Superset leaves the dates of script-made users empty. */
const when = (value: unknown): string =>
  typeof value === 'string' && value !== '' ? new Date(value).toLocaleString() : '—';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * Superset's UserInfo page (`/user_info/`): who the signed-in user is, their roles and the data access those roles
 * grant, from `GET /api/v1/me/roles/`, with "Edit user" (their names) and "Reset my password" over `PUT /api/v1/me/`.
 */
export function ProfilePage() {
  const me = useGetMyRolesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [dialog, setDialog] = useState<'edit' | 'password' | null>(null);
  if (me.isLoading)
    return (
      <Container py="xl">
        <Loader aria-label="Loading your information" />
      </Container>
    );
  if (me.data === undefined)
    return (
      <Container py="xl">
        <ErrorAlert title="Your information could not be loaded" message={errorSummary(me.error)} />
      </Container>
    );
  const user = me.data;
  const datasets = listOf(user.permissions.datasource_access);
  const databases = listOf(user.permissions.database_access);
  const schemas = listOf(user.permissions.schema_access);
  // Admin, or a role with the `all_*` pairs, reaches everything without one grant per object.
  const allDatasets = rolesGrant(user.roles, 'all_datasource_access', 'all_datasource_access');
  const allDatabases = rolesGrant(user.roles, 'all_database_access', 'all_database_access');
  const named = (names: string[], all: boolean) => (all ? 'All' : names.length === 0 ? 'None' : names.join(', '));

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Your user information</Title>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setDialog('password')}
            >
              Reset my password
            </Button>
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog('edit')}>
              Edit user
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder padding="lg" aria-label="User info">
            <Title order={2} size="h4" mb="sm">
              User info
            </Title>
            <SimpleGrid cols={2} spacing="md">
              <Field label="User name">{String(user.username ?? '')}</Field>
              <Field label="Is active">{user.is_active === false ? 'No' : 'Yes'}</Field>
              <Field label="Role">
                <Group gap={4}>
                  {Object.keys(user.roles).map((role) => (
                    <Badge key={role} variant="outline" tt="none">
                      {role}
                    </Badge>
                  ))}
                </Group>
              </Field>
              <Field label="Login count">{String(user.login_count ?? 0)}</Field>
              <Field label="Last login">{when(user.last_login)}</Field>
              <Field label="Created on">{when(user.created_on)}</Field>
            </SimpleGrid>
          </Card>
          <Card withBorder padding="lg" aria-label="Personal info">
            <Title order={2} size="h4" mb="sm">
              Personal info
            </Title>
            <SimpleGrid cols={2} spacing="md">
              <Field label="First name">{String(user.first_name ?? '')}</Field>
              <Field label="Last name">{String(user.last_name ?? '')}</Field>
              <Field label="Email">{String(user.email ?? '')}</Field>
            </SimpleGrid>
          </Card>
        </SimpleGrid>
        <Card withBorder padding="lg" aria-label="Data access">
          <Title order={2} size="h4" mb="sm">
            Data access
          </Title>
          <Stack gap="sm">
            <Field label="Datasets">{named(datasets, allDatasets || allDatabases)}</Field>
            <Field label="Schemas">{named(schemas, allDatabases)}</Field>
            <Field label="Databases">{named(databases, allDatabases)}</Field>
          </Stack>
        </Card>
      </Stack>
      {dialog === 'edit' && (
        <EditProfileModal
          firstName={String(user.first_name ?? '')}
          lastName={String(user.last_name ?? '')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'password' && <MyPasswordModal onClose={() => setDialog(null)} />}
    </Container>
  );
}
