import { findUser } from '../lib/auth/user-directory.ts';
import type { ExampleTable } from '#shared/examples/types.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { registerExamples } from '../datasets/index.ts';
import { hashPassword } from '../lib/auth/passwords.ts';
import { insertIfAbsent } from '../lib/dynamo.ts';
import { keys } from '../lib/keys.ts';
import { DEFAULT_ROLES } from './default-roles.ts';
import { syncBuiltinRole } from './roles.ts';
import { createUser } from './users.ts';

/** The login name of every tenant's first administrator, in DynamoDB and in Cognito alike. */
export const ADMIN_USERNAME = 'admin';

export interface TenantSetup {
  tenant: string;
  adminUsername: string;
  /** Omitted where another identity provider (Cognito) checks passwords: the user is then stored without a hash. */
  adminPassword?: string;
  /** @default `<adminUsername>@skyset.local` */
  adminEmail?: string;
  now?: Date;
}

async function putTenantIfAbsent(tenant: string, now: Date): Promise<void> {
  await insertIfAbsent({ ...keys.tenant(tenant), name: tenant, status: 'active', created_on: now.toISOString() });
}

/**
 * Make a tenant usable: its record, the builtin roles and an admin user. Idempotent: an existing admin keeps
 * its password, so a restart never resets what the user changed. Returns the admin's id.
 */
export async function ensureTenant({
  tenant,
  adminUsername,
  adminPassword,
  adminEmail,
  now = new Date(),
}: TenantSetup): Promise<number> {
  await putTenantIfAbsent(tenant, now);
  for (const [name, permissions] of Object.entries(DEFAULT_ROLES)) await syncBuiltinRole(tenant, name, permissions);
  const existing = await findUser(tenant, adminUsername);
  if (existing) return existing.id;
  const admin = await createUser(
    tenant,
    {
      username: adminUsername,
      first_name: 'Admin',
      last_name: 'User',
      email: adminEmail ?? `${adminUsername}@skyset.local`,
      roles: ['Admin'],
      ...(adminPassword === undefined ? {} : { passwordHash: await hashPassword(adminPassword) }),
    },
    now,
  );
  return admin.id;
}

export interface TenantWithExamples extends Omit<TenantSetup, 'adminUsername'> {
  /** @default ADMIN_USERNAME */
  adminUsername?: string;
  /** Engine of the `examples` database: DuckDB locally, Athena in the cloud. */
  backend: DatabaseRecord['backend'];
  /** Schema of the example tables: DuckDB's `main`, or the Glue database. */
  schema: string;
  tables: readonly ExampleTable[];
}

/**
 * Everything a tenant starts with, in both runtimes: its records, roles and admin, then the example datasets.
 * Safe to repeat (the local runtime runs it at every start, the cloud at every deployment).
 */
export async function bootstrapTenant(
  setup: TenantWithExamples,
): Promise<{ adminId: number; databaseId: number; datasets: number }> {
  const now = setup.now ?? new Date();
  const { tenant, adminPassword, adminEmail, adminUsername = ADMIN_USERNAME } = setup;
  const adminId = await ensureTenant({ tenant, adminUsername, adminPassword, adminEmail, now });
  const { databaseId, datasetIds } = await registerExamples({
    tenant,
    ownerId: adminId,
    backend: setup.backend,
    schema: setup.schema,
    tables: setup.tables,
    now,
  });
  return { adminId, databaseId, datasets: datasetIds.length };
}
