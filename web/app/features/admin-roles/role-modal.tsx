import { Center, Loader, Modal, MultiSelect, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { SecurityRole } from '#shared/web-api/security-admin.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { FormFooter, useDraftForm } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useGetPermissionResourcesQuery, useGetRolePermissionIdsQuery, useSaveRoleMutation, useSetRolePermissionsMutation } from './api.ts';
import { permissionGroups } from './permission-options.ts';
import { pairsChanged, validateRole } from './role-form.ts';
import { RoleMembers } from './role-members.tsx';

/** Props of the role modal: the role to edit (none to add one), and what follows a save. */
export interface RoleModalProps {
  role: SecurityRole | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Superset's RoleListAddModal and RoleListEditModal: the modal waits for the pairs on offer and the role's own. */
export function RoleModal({ role, onSaved, onClose }: RoleModalProps) {
  const catalog = useGetPermissionResourcesQuery();
  const current = useGetRolePermissionIdsQuery(role?.id ?? 0, { skip: role === null, refetchOnMountOrArgChange: true });
  const failed = catalog.error ?? current.error;
  const ready = catalog.data !== undefined && (role === null || current.data !== undefined);
  return (
    <Modal opened onClose={onClose} title={role === null ? 'Add Role' : 'Edit Role'} size="xl">
      {failed !== undefined ? (
        <Text c="red" role="alert">{errorSummary(failed)}</Text>
      ) : !ready ? (
        <Center py="xl"><Loader aria-label="Loading permissions" /></Center>
      ) : (
        <RoleForm role={role} currentIds={current.data ?? []} onSaved={onSaved} onClose={onClose} />
      )}
    </Modal>
  );
}

interface RoleFormProps extends RoleModalProps {
  currentIds: number[];
}

function RoleForm({ role, currentIds, onSaved, onClose }: RoleFormProps) {
  const catalog = useGetPermissionResourcesQuery();
  const groups = useMemo(() => permissionGroups(catalog.data ?? []), [catalog.data]);
  const [saveRole, saving] = useSaveRoleMutation();
  const [setPermissions, setting] = useSetRolePermissionsMutation();
  const { addSuccessToast } = useToasts();
  const form = useDraftForm(
    () => ({ name: role?.name ?? '', pairIds: currentIds.map(String) }),
    validateRole,
    async (draft) => {
      const name = draft.name.trim();
      const id = role === null || name !== role.name ? await saveRole({ id: role?.id, name }).unwrap() : role.id;
      if (pairsChanged(draft.pairIds, role === null ? [] : currentIds)) await setPermissions({ id, pairIds: draft.pairIds.map(Number) }).unwrap();
      addSuccessToast(role === null ? 'Role was successfully created.' : 'The role has been updated successfully.');
      onSaved();
    },
  );

  const fields = (
    <Stack gap="sm">
      <TextInput label="Role name" required data-autofocus value={form.draft.name} error={form.errors.name}
        onChange={(event) => form.set({ name: event.currentTarget.value })} />
      <MultiSelect label="Permissions" searchable clearable limit={200} maxDropdownHeight={320} data={groups} value={form.draft.pairIds}
        placeholder="Search permissions: can read on Dataset, datasource access on [examples]…" nothingFoundMessage="No such permission"
        description={`${form.draft.pairIds.length} selected`} onChange={(pairIds) => form.set({ pairIds })} />
    </Stack>
  );

  return (
    <form onSubmit={(event) => { event.preventDefault(); void form.submit(); }} noValidate>
      <Stack gap="sm">
        {role === null ? fields : (
          <Tabs defaultValue="permissions" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="permissions">Basic information</Tabs.Tab>
              <Tabs.Tab value="users">Users</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="permissions" pt="sm">{fields}</Tabs.Panel>
            <Tabs.Panel value="users" pt="sm"><RoleMembers roleId={role.id} /></Tabs.Panel>
          </Tabs>
        )}
        <FormFooter failure={form.failure} failureTitle="The role was not saved" onCancel={onClose} loading={saving.isLoading || setting.isLoading}
          submitLabel={role === null ? 'Add' : 'Save'} />
      </Stack>
    </form>
  );
}
