import { Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { validatePassword } from '../admin-users/index.ts';
import { FormFooter, useDraftForm } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useUpdateMeMutation } from './api.ts';
import { fieldProblems } from './field-problems.ts';

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
              value={form.draft.firstName}
              error={form.errors.firstName}
              onChange={(event) => form.set({ firstName: event.currentTarget.value })}
            />
            <TextInput
              label="Last name"
              required
              value={form.draft.lastName}
              error={form.errors.lastName}
              onChange={(event) => form.set({ lastName: event.currentTarget.value })}
            />
          </Group>
          <FormFooter
            failure={form.failure}
            failureTitle="Your information was not saved"
            onCancel={onClose}
            loading={isLoading}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** What the server refused of a password change, per field. */
interface PasswordRefusal {
  currentPassword?: string;
  password?: string;
}

/**
 * Superset's UserInfo "Reset my password": the current password, then a new one typed twice. The server's refusals
 * (a wrong current password, a new one its policy refuses) show under their fields; changing it signs the user out
 * everywhere else.
 */
export function MyPasswordModal({ onClose }: Pick<ProfileModalProps, 'onClose'>) {
  const [update, { isLoading }] = useUpdateMeMutation();
  const { addSuccessToast } = useToasts();
  const [refusal, setRefusal] = useState<PasswordRefusal>({});
  const form = useDraftForm(
    () => ({ currentPassword: '', password: '', confirmPassword: '' }),
    (draft) => ({
      ...(draft.currentPassword === '' ? { currentPassword: REQUIRED } : {}),
      ...validatePassword(draft.password, draft.confirmPassword),
    }),
    async (draft) => {
      setRefusal({});
      try {
        await update({ password: draft.password, current_password: draft.currentPassword }).unwrap();
      } catch (error) {
        const refused = {
          currentPassword: fieldProblems(error, 'current_password'),
          password: fieldProblems(error, 'password'),
        };
        if (refused.currentPassword === undefined && refused.password === undefined) throw error;
        setRefusal(refused);
        return;
      }
      addSuccessToast('The password reset was successful');
      onClose();
    },
  );
  const edit = (change: Partial<typeof form.draft>, field: keyof PasswordRefusal) => {
    form.set(change);
    setRefusal((previous) => ({ ...previous, [field]: undefined }));
  };
  return (
    <Modal opened onClose={onClose} title="Reset password">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <PasswordInput
            label="Current password"
            required
            data-autofocus
            autoComplete="current-password"
            value={form.draft.currentPassword}
            error={form.errors.currentPassword ?? refusal.currentPassword}
            onChange={(event) => edit({ currentPassword: event.currentTarget.value }, 'currentPassword')}
          />
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            value={form.draft.password}
            error={form.errors.password ?? refusal.password}
            onChange={(event) => edit({ password: event.currentTarget.value }, 'password')}
          />
          <PasswordInput
            label="Confirm password"
            required
            autoComplete="new-password"
            value={form.draft.confirmPassword}
            error={form.errors.confirmPassword}
            onChange={(event) => form.set({ confirmPassword: event.currentTarget.value })}
          />
          <Text size="sm" c="dimmed">
            Your other signed-in sessions end when the password changes.
          </Text>
          <FormFooter
            failure={form.failure}
            failureTitle="The password was not changed"
            onCancel={onClose}
            loading={isLoading}
            submitLabel="Reset password"
          />
        </Stack>
      </form>
    </Modal>
  );
}
