import { Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { validatePassword } from '../admin-users/index.ts';
import { FormFooter, useDraftForm } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useUpdateMeMutation } from './api.ts';

const REQUIRED = 'This field is required';

/** Props of the profile's modals: the names to start from, and how to close. */
export interface ProfileModalProps {
  firstName: string;
  lastName: string;
  onClose: () => void;
}

/** Superset's UserInfo "Edit user": the signed-in user's first and last name, both required. */
export function EditProfileModal({ firstName, lastName, onClose }: ProfileModalProps) {
  const [update, { isLoading }] = useUpdateMeMutation();
  const { addSuccessToast } = useToasts();
  const form = useDraftForm(
    () => ({ firstName, lastName }),
    (draft) => ({
      ...(draft.firstName.trim() === '' ? { firstName: REQUIRED } : {}),
      ...(draft.lastName.trim() === '' ? { lastName: REQUIRED } : {}),
    }),
    async (draft) => {
      await update({ first_name: draft.firstName.trim(), last_name: draft.lastName.trim() }).unwrap();
      addSuccessToast('The user was updated successfully');
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title="Edit user">
      <form onSubmit={(event) => { event.preventDefault(); void form.submit(); }} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label="First name" required data-autofocus value={form.draft.firstName} error={form.errors.firstName}
              onChange={(event) => form.set({ firstName: event.currentTarget.value })} />
            <TextInput label="Last name" required value={form.draft.lastName} error={form.errors.lastName}
              onChange={(event) => form.set({ lastName: event.currentTarget.value })} />
          </Group>
          <FormFooter failure={form.failure} failureTitle="Your information was not saved" onCancel={onClose} loading={isLoading} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Superset's UserInfo "Reset my password": a new password typed twice. */
export function MyPasswordModal({ onClose }: Pick<ProfileModalProps, 'onClose'>) {
  const [update, { isLoading }] = useUpdateMeMutation();
  const { addSuccessToast } = useToasts();
  const form = useDraftForm(
    () => ({ password: '', confirmPassword: '' }),
    (draft) => validatePassword(draft.password, draft.confirmPassword),
    async (draft) => {
      await update({ password: draft.password }).unwrap();
      addSuccessToast('The password reset was successful');
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title="Reset password">
      <form onSubmit={(event) => { event.preventDefault(); void form.submit(); }} noValidate>
        <Stack gap="sm">
          <PasswordInput label="New password" required data-autofocus autoComplete="new-password" value={form.draft.password} error={form.errors.password}
            onChange={(event) => form.set({ password: event.currentTarget.value })} />
          <PasswordInput label="Confirm password" required autoComplete="new-password" value={form.draft.confirmPassword} error={form.errors.confirmPassword}
            onChange={(event) => form.set({ confirmPassword: event.currentTarget.value })} />
          <FormFooter failure={form.failure} failureTitle="The password was not changed" onCancel={onClose} loading={isLoading} submitLabel="Reset password" />
        </Stack>
      </form>
    </Modal>
  );
}
