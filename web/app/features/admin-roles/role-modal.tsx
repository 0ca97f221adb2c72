import { Alert, Center, Loader, Modal, MultiSelect, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { isBuiltinRole } from '#shared/security/builtin-roles.ts';
import type { SearchedRole } from '#shared/web-api/security-admin.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { FormFooter, useDraftForm } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import {
  useGetAllUsersQuery,
  useGetPermissionResourcesQuery,
  useSaveRoleMutation,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
} from './api.ts';
import { permissionGroups } from './permission-options.ts';
import { idsChanged, validateRole, type RoleDraft } from './role-form.ts';

/** Props of the role modal: the role to edit (none to add one), and what follows a save. */
export interface RoleModalProps {
  role: SearchedRole | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Superset's RoleListAddModal and RoleListEditModal: the modal waits for the pairs and the users on offer. */
export function RoleModal({ role, onSaved, onClose }: RoleModalProps) {
  const catalog = useGetPermissionResourcesQuery();
  const users = useGetAllUsersQuery(undefined, { skip: role === null });
  const failed = catalog.error ?? users.error;
  const ready = catalog.data !== undefined && (role === null || users.data !== undefined);
  return (
    <Modal opened onClose={onClose} title={role === null ? 'Add Role' : 'Edit Role'} size="xl">
      {failed !== undefined ? (
        <Text c="red" role="alert">
          {errorSummary(failed)}
        </Text>
      ) : !ready ? (
        <Center py="xl">
          <Loader aria-label="Loading permissions" />
        </Center>
      ) : (
        <RoleForm role={role} onSaved={onSaved} onClose={onClose} />
      )}
    </Modal>
  );
}

/**
 * Writes what changed of a role: its name, then its pairs, then its members (each its own call, as Superset's modal).
 * A role this modal created is edited on a retry (its pairs were refused, say), never created twice.
 */
function useSaveRoleDraft(role: SearchedRole | null) {
  const [saveRole, saving] = useSaveRoleMutation();
  const [setPermissions, settingPairs] = useSetRolePermissionsMutation();
  const [setUsers, settingUsers] = useSetRoleUsersMutation();
  const created = useRef<SearchedRole | null>(null);
  const save = async (draft: RoleDraft) => {
    const base = role ?? created.current;
    const name = draft.name.trim();
    const id = base === null || name !== base.name ? await saveRole({ id: base?.id, name }).unwrap() : base.id;
    if (role === null) created.current = { id, name, user_ids: [], permission_ids: base?.permission_ids ?? [] };
    if (idsChanged(draft.pairIds, base?.permission_ids ?? []))
      await setPermissions({ id, pairIds: draft.pairIds.map(Number) }).unwrap();
    if (created.current) created.current.permission_ids = draft.pairIds.map(Number);
    if (role !== null && idsChanged(draft.userIds, role.user_ids))
      await setUsers({ id, userIds: draft.userIds.map(Number) }).unwrap();
  };
  return { save, saving: saving.isLoading || settingPairs.isLoading || settingUsers.isLoading };
}

/** How a field a builtin role may not change looks: greyed, with a lock where the chevron or nothing was. */
const READ_ONLY = {
  readOnly: true,
  variant: 'filled',
  rightSection: <IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" />,
} as const;

function RoleForm({ role, onSaved, onClose }: RoleModalProps) {
  const catalog = useGetPermissionResourcesQuery();
  const users = useGetAllUsersQuery(undefined, { skip: role === null });
  const groups = useMemo(() => permissionGroups(catalog.data ?? []), [catalog.data]);
  const userOptions = useMemo(
    () => (users.data ?? []).map((user) => ({ value: String(user.id), label: user.username })),
    [users.data],
  );
  const { save, saving } = useSaveRoleDraft(role);
  const { addSuccessToast } = useToasts();
  const builtin = role !== null && isBuiltinRole(role.name);
  const form = useDraftForm(
    (): RoleDraft => ({
      name: role?.name ?? '',
      pairIds: (role?.permission_ids ?? []).map(String),
      userIds: (role?.user_ids ?? []).map(String),
    }),
    validateRole,
    async (draft) => {
      await save(draft);
      addSuccessToast(role === null ? 'Role was successfully created.' : 'The role has been updated successfully.');
      onSaved();
    },
  );

  const basics = (
    <Stack gap="sm">
      {builtin && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />} title="Built-in role">
          {`${role.name} is a built-in role: its name and permissions cannot be changed. Its users can.`}
        </Alert>
      )}
      <TextInput
        label="Role name"
        required={!builtin}
        data-autofocus
        value={form.draft.name}
        error={form.errors.name}
        {...(builtin ? READ_ONLY : {})}
        onChange={(event) => form.set({ name: event.currentTarget.value })}
      />
      <MultiSelect
        label="Permissions"
        searchable={!builtin}
        clearable={!builtin}
        limit={200}
        maxDropdownHeight={320}
        data={groups}
        value={form.draft.pairIds}
        placeholder={builtin ? undefined : 'Search permissions: can read on Dataset, datasource access on [examples]…'}
        nothingFoundMessage="No such permission"
        {...(builtin ? READ_ONLY : {})}
        description={`${form.draft.pairIds.length} selected`}
        onChange={(pairIds) => form.set({ pairIds })}
      />
    </Stack>
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {role === null ? (
          basics
        ) : (
          <Tabs defaultValue="basics">
            <Tabs.List>
              <Tabs.Tab value="basics">Basic information</Tabs.Tab>
              <Tabs.Tab value="users">Users</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="basics" pt="sm">
              {basics}
            </Tabs.Panel>
            <Tabs.Panel value="users" pt="sm">
              <MultiSelect
                label="Users"
                searchable
                clearable
                maxDropdownHeight={320}
                data={userOptions}
                value={form.draft.userIds}
                placeholder="Search users"
                nothingFoundMessage="No such user"
                description={`${form.draft.userIds.length} selected`}
                onChange={(userIds) => form.set({ userIds })}
              />
            </Tabs.Panel>
          </Tabs>
        )}
        <FormFooter
          failure={form.failure}
          failureTitle="The role was not saved"
          onCancel={onClose}
          loading={saving}
          submitLabel={role === null ? 'Add' : 'Save'}
        />
      </Stack>
    </form>
  );
}
