import { Group, Modal, MultiSelect, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import type { SecurityUser } from '#shared/web-api/security-admin.ts';
import { FormFooter, useDraftForm } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useGetAllRolesQuery, useSaveUserMutation } from './api.ts';
import { userBody, userDraft, validateUser, type UserFormMode } from './user-form.ts';

/** Props of the user modal: the user to edit (none to add one), and what follows a save. */
export interface UserModalProps {
  user: SecurityUser | null;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Superset's UserListAddModal and UserListEditModal: names, user name, e-mail, active, roles, and a password with its
 * confirmation when adding. Field rules show once a save was tried; a refused save (a taken user name, the last
 * Admin) keeps the modal open with the server's words.
 */
export function UserModal({ user, onSaved, onClose }: UserModalProps) {
  const mode: UserFormMode = user === null ? 'add' : 'edit';
  const roles = useGetAllRolesQuery();
  const [save, { isLoading }] = useSaveUserMutation();
  const { addSuccessToast } = useToasts();
  const form = useDraftForm(
    () => userDraft(user ?? undefined),
    (draft) => validateUser(draft, mode),
    async (draft) => {
      await save({ id: user?.id, body: userBody(draft, mode) }).unwrap();
      addSuccessToast(
        mode === 'add' ? 'The user has been created successfully.' : 'The user has been updated successfully.',
      );
      onSaved();
    },
  );
  const { draft, errors, set } = form;
  const roleOptions = (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }));

  return (
    <Modal opened onClose={onClose} title={mode === 'add' ? 'Add User' : 'Edit User'} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              required
              data-autofocus
              value={draft.firstName}
              error={errors.firstName}
              onChange={(event) => set({ firstName: event.currentTarget.value })}
            />
            <TextInput
              label="Last name"
              required
              value={draft.lastName}
              error={errors.lastName}
              onChange={(event) => set({ lastName: event.currentTarget.value })}
            />
          </Group>
          <TextInput
            label="User name"
            required
            autoComplete="off"
            value={draft.username}
            error={errors.username}
            disabled={mode === 'edit'}
            description={mode === 'edit' ? 'A user name cannot be changed' : undefined}
            onChange={(event) => set({ username: event.currentTarget.value })}
          />
          <TextInput
            label="Email"
            required
            type="email"
            value={draft.email}
            error={errors.email}
            onChange={(event) => set({ email: event.currentTarget.value })}
          />
          <MultiSelect
            label="Roles"
            required
            searchable
            placeholder="Select roles"
            data={roleOptions}
            value={draft.roleIds}
            error={errors.roleIds}
            nothingFoundMessage={roles.isFetching ? 'Loading…' : 'No roles'}
            onChange={(roleIds) => set({ roleIds })}
          />
          {mode === 'add' && (
            <Group grow align="flex-start">
              <PasswordInput
                label="Password"
                required
                autoComplete="new-password"
                value={draft.password}
                error={errors.password}
                onChange={(event) => set({ password: event.currentTarget.value })}
              />
              <PasswordInput
                label="Confirm password"
                required
                autoComplete="new-password"
                value={draft.confirmPassword}
                error={errors.confirmPassword}
                onChange={(event) => set({ confirmPassword: event.currentTarget.value })}
              />
            </Group>
          )}
          <Switch
            label="Is active?"
            checked={draft.active}
            onChange={(event) => set({ active: event.currentTarget.checked })}
          />
          <FormFooter
            failure={form.failure}
            failureTitle="The user was not saved"
            onCancel={onClose}
            loading={isLoading}
            submitLabel={mode === 'add' ? 'Add' : 'Save'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
