/**
 * The roles every tenant starts with (Superset's builtin roles). Skyset owns their names and permission pairs and
 * re-syncs them at every bootstrap, so the API refuses to rename or delete them or change their pairs (422), and the
 * role screens show those actions as unavailable instead of letting an administrator try and fail.
 */
export const BUILTIN_ROLE_NAMES = ['Admin', 'Alpha', 'Gamma', 'sql_lab'] as const;
export type BuiltinRoleName = (typeof BUILTIN_ROLE_NAMES)[number];

/** Whether `name` is a builtin role's (exact case: role names are unique regardless of case, so no other role matches). */
export const isBuiltinRole = (name: string): name is BuiltinRoleName =>
  (BUILTIN_ROLE_NAMES as readonly string[]).includes(name);
