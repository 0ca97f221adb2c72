import { useState } from 'react';
import type { SecurityUser } from '#shared/web-api/security-admin.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useDeleteUserMutation, useSaveUserMutation } from './api.ts';

/** What a row of the user list calls back into. */
export interface UserRowActions {
  edit: (user: SecurityUser) => void;
  resetPassword: (user: SecurityUser) => void;
  toggleActive: (user: SecurityUser) => void;
  remove: (user: SecurityUser) => void;
}

/** Which modal is open over the list, and for whom (`user: null` adds one). */
export type UserDialog =
  | { kind: 'edit'; user: SecurityUser | null }
  | { kind: 'password'; user: SecurityUser }
  | { kind: 'delete'; user: SecurityUser };

/** A user's name as the list and its messages show it: the full name, else the user name. */
export const userLabel = (user: Pick<SecurityUser, 'first_name' | 'last_name' | 'username'>): string =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;

/**
 * The user list's actions: the add, edit, reset and delete dialogs, and (de)activation in one click. Each outcome is
 * a toast; a refusal (the last active Admin) is the server's words.
 */
export function useUserActions() {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [save] = useSaveUserMutation();
  const [deleteUser, deleting] = useDeleteUserMutation();

  const toggleActive = async (user: SecurityUser) => {
    try {
      await save({ id: user.id, body: { active: !user.active } }).unwrap();
      addSuccessToast(`${userLabel(user)} is now ${user.active ? 'inactive' : 'active'}.`);
    } catch (error) {
      addDangerToast(`${userLabel(user)} was not ${user.active ? 'deactivated' : 'activated'}: ${errorSummary(error)}`);
    }
  };

  const rowActions: UserRowActions = {
    edit: (user) => setDialog({ kind: 'edit', user }),
    resetPassword: (user) => setDialog({ kind: 'password', user }),
    toggleActive: (user) => void toggleActive(user),
    remove: (user) => setDialog({ kind: 'delete', user }),
  };

  const confirmDelete = async (user: SecurityUser) => {
    try {
      await deleteUser(user.id).unwrap();
      addSuccessToast(`Deleted user: ${user.username}`);
    } catch (error) {
      addDangerToast(`There was an issue deleting ${user.username}: ${errorSummary(error)}`);
    }
    setDialog(null);
  };

  return {
    dialog,
    rowActions,
    add: () => setDialog({ kind: 'edit', user: null }),
    close: () => setDialog(null),
    confirmDelete,
    deleting: deleting.isLoading,
  };
}
