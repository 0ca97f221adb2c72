import type { ExampleTable } from '#shared/examples/types.ts';
import { logger } from '../lib/logger.ts';
import type { PoolUsers, TenantWorkgroups } from '../lib/ports/cloud-tenant.ts';
import { ADMIN_USERNAME, bootstrapTenant } from './bootstrap.ts';
import type { TenantBootstrapProperties } from './schema.ts';
import { DEFAULT_TENANT } from './service.ts';

/** What setting up a cloud tenant reaches: the user pool, the tenants' workgroups, the example tables, the clock. */
export interface TenantBootstrapPorts {
  poolUsers: PoolUsers;
  workgroups: TenantWorkgroups;
  tables: readonly ExampleTable[];
  now?: Date;
}

export interface TenantBootstrapResult {
  tenant: string;
  adminId: number;
  databaseId: number;
  datasets: number;
  /** What happened to the Cognito admin: created, already there, or skipped for want of an e-mail address. */
  cognitoAdmin: 'created' | 'exists' | 'skipped';
  /** The tenant's Athena workgroup, where all its queries run. */
  workgroup: string;
}

async function ensureCognitoAdmin(
  tenant: string,
  admin: { email: string | undefined; username: string },
  ports: TenantBootstrapPorts,
): Promise<TenantBootstrapResult['cognitoAdmin']> {
  const { email, username } = admin;
  if (!email) {
    logger.info('No AdminEmail given: the Cognito admin was not created', { tenant });
    return 'skipped';
  }
  const outcome = await ports.poolUsers.ensure({ username, tenant, email, group: 'Admin' });
  // An existing user of another tenant would sign in there, not here: worth a warning, not a failed deployment.
  if (outcome.status === 'exists' && outcome.tenant !== tenant) {
    logger.warn('The Cognito admin belongs to another tenant', { tenant, userTenant: outcome.tenant });
  }
  return outcome.status;
}

/**
 * Deploy-time setup of a cloud tenant, safe to repeat: the tenant record, builtin roles and admin in DynamoDB
 * (no password hash: Cognito checks passwords), the admin in Cognito, the example datasets over Athena, and the
 * tenant's own Athena workgroup (its result folder and bytes-scanned cutoff enforced).
 */
export async function bootstrapCloudTenant(
  properties: TenantBootstrapProperties,
  ports: TenantBootstrapPorts,
  adminUsername = ADMIN_USERNAME,
): Promise<TenantBootstrapResult> {
  const tenant = properties.Tenant ?? DEFAULT_TENANT;
  const records = await bootstrapTenant({
    tenant,
    adminUsername,
    adminEmail: properties.AdminEmail,
    backend: 'awsathena',
    schema: properties.ExamplesSchema,
    tables: ports.tables,
    now: ports.now,
  });
  const cognitoAdmin = await ensureCognitoAdmin(
    tenant,
    { email: properties.AdminEmail, username: adminUsername },
    ports,
  );
  const workgroup = await ports.workgroups.ensure(tenant);
  const result = { tenant, ...records, cognitoAdmin, workgroup: workgroup.name };
  logger.info('Tenant bootstrapped', { ...result });
  return result;
}
