import * as z from 'zod';
import { PermissionPair } from '#shared/security/permissions.ts';

/**
 * The stored records of users and roles. They live in lib/ because every route's permission check reads them
 * (functions/lib/auth/caller-access.ts); the security domain writes them.
 */

/** A stored user. `passwordHash` never leaves the service. */
export const UserRecord = z.object({
  id: z.number().int().positive(),
  username: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(z.string()),
  passwordHash: z.string().optional(),
  created_on: z.string(),
  changed_on: z.string(),
  login_count: z.number().int().nonnegative().default(0),
  last_login: z.string().nullable().default(null),
  version: z.number().int().nonnegative().default(1),
  /**
   * Raised by each password change: a session whose tokens carry a lower generation has ended (functions/lib/auth/sessions.ts).
   * Absent until the first change (generation 0).
   */
  session_gen: z.number().int().nonnegative().optional(),
  /** The session that changed its own password and so lives on (its `sid`); null after an Admin's reset. */
  kept_session: z.string().nullable().optional(),
});
export type UserRecord = z.infer<typeof UserRecord>;

export const RoleRecord = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  permissions: z.array(PermissionPair),
});
export type RoleRecord = z.infer<typeof RoleRecord>;
