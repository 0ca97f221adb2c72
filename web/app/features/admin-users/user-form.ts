import type { SecurityUser, SecurityUserBody } from '#shared/web-api/security-admin.ts';

/** What the user modal holds while it is edited; role ids as the multi-select keeps them (strings). */
export interface UserDraft {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  active: boolean;
  roleIds: string[];
  password: string;
  confirmPassword: string;
}

/** A field of the draft the form can fault. */
export type UserDraftErrors = Partial<Record<keyof UserDraft, string>>;

/** Whether the modal adds a user (with a password) or edits one (without: "Reset password" sets it). */
export type UserFormMode = 'add' | 'edit';

const REQUIRED = 'This field is required';
const PASSWORDS_DIFFER = 'Passwords must match';
// Loose on purpose: the server checks addresses fully; this only catches what is plainly not one.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** The modal's state for a user, or an empty one (active, no roles) for a new user. */
export const userDraft = (user?: SecurityUser): UserDraft => ({
  firstName: user?.first_name ?? '',
  lastName: user?.last_name ?? '',
  username: user?.username ?? '',
  email: user?.email ?? '',
  active: user?.active ?? true,
  roleIds: user?.roles.map((role) => String(role.id)) ?? [],
  password: '',
  confirmPassword: '',
});

/** A new password and its confirmation: both given, and the same. */
export function validatePassword(
  password: string,
  confirmPassword: string,
): Pick<UserDraftErrors, 'password' | 'confirmPassword'> {
  const errors: Pick<UserDraftErrors, 'password' | 'confirmPassword'> = {};
  if (password === '') errors.password = REQUIRED;
  if (confirmPassword === '') errors.confirmPassword = REQUIRED;
  else if (password !== confirmPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

/** Superset's user form rules: every field required, a plausible e-mail, at least one role, and a confirmed password when adding. */
export function validateUser(draft: UserDraft, mode: UserFormMode): UserDraftErrors {
  const errors: UserDraftErrors = {};
  for (const field of ['firstName', 'lastName', 'username', 'email'] as const) {
    if (draft[field].trim() === '') errors[field] = REQUIRED;
  }
  if (errors.email === undefined && !EMAIL_SHAPE.test(draft.email.trim()))
    errors.email = 'Please enter a valid email address';
  if (draft.roleIds.length === 0) errors.roleIds = 'Select at least one role';
  return mode === 'add' ? { ...errors, ...validatePassword(draft.password, draft.confirmPassword) } : errors;
}

/** The POST (add) or PUT (edit) body of a valid draft: names trimmed, role ids as numbers; the password only when adding. */
export function userBody(draft: UserDraft, mode: UserFormMode): SecurityUserBody {
  const body: SecurityUserBody = {
    first_name: draft.firstName.trim(),
    last_name: draft.lastName.trim(),
    email: draft.email.trim(),
    active: draft.active,
    roles: draft.roleIds.map(Number),
  };
  // The user name is the account's key: the server refuses a change, so an edit never sends it.
  return mode === 'add' ? { ...body, username: draft.username.trim(), password: draft.password } : body;
}
