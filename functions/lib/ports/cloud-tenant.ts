/**
 * What setting up a cloud tenant reaches besides its records: the shared user pool, where its admin signs in, and the
 * tenant's own Athena workgroup, where its queries run.
 */

/** A user the pool is asked to have: its name, its tenant (an immutable attribute), its e-mail and its group. */
export interface PoolUserSetup {
  username: string;
  tenant: string;
  /** Where the pool mails the temporary password. */
  email: string;
  group: string;
}

/** Whether the pool created the user, or already had one of that name (and that user's tenant). */
export type PoolUserOutcome = { status: 'created' } | { status: 'exists'; tenant: string | undefined };

/** The user pool shared by every tenant (user names are unique in the whole pool). */
export interface PoolUsers {
  has(username: string): Promise<boolean>;
  /** Creates the user unless the pool has one of that name, which is left as it is. */
  ensure(setup: PoolUserSetup): Promise<PoolUserOutcome>;
}

/** The tenants' Athena workgroups. */
export interface TenantWorkgroups {
  /** Creates or updates the tenant's workgroup; answers its name and what was done. */
  ensure(tenant: string): Promise<{ name: string; status: 'created' | 'updated' | 'unchanged' }>;
}
