import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { SecurityUser } from '#shared/web-api/security-admin.ts';
import { FormFooter, useDraftForm } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useSaveUserMutation } from './api.ts';
import { validatePassword } from './user-form.ts';

/** Props of the reset: whose password, and what follows. */
export interface ResetPasswordModalProps {
  user: SecurityUser;
  onDone: () => void;
  onClose: () => void;
}

/** Superset's "Reset password": a new password typed twice, sent as the user's `password` (PUT). */
export function ResetPasswordModal({ user, onDone, onClose }: ResetPasswordModalProps) {
  const [save, { isLoading }] = useSaveUserMutation();
  const { addSuccessToast } = useToasts();
  const form = useDraftForm(
    () => ({ password: '', confirmPassword: '' }),
    (draft) => validatePassword(draft.password, draft.confirmPassword),
    async (draft) => {
      await save({ id: user.id, body: { password: draft.password } }).unwrap();
      addSuccessToast(`The password of ${user.username} has been reset.`);
      onDone();
    },
  );
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
          <Text size="sm">Set a new password for {user.username}.</Text>
          <PasswordInput
            label="New password"
            required
            data-autofocus
            autoComplete="new-password"
            value={form.draft.password}
            error={form.errors.password}
            onChange={(event) => form.set({ password: event.currentTarget.value })}
          />
          <PasswordInput
            label="Confirm password"
            required
            autoComplete="new-password"
            value={form.draft.confirmPassword}
            error={form.errors.confirmPassword}
            onChange={(event) => form.set({ confirmPassword: event.currentTarget.value })}
          />
          <FormFooter
            failure={form.failure}
            failureTitle="The password was not reset"
            onCancel={onClose}
            loading={isLoading}
            submitLabel="Reset password"
          />
        </Stack>
      </form>
    </Modal>
  );
}
