import type { AthenaClient } from '@aws-sdk/client-athena';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { ExampleTable } from '#shared/examples/types.ts';
import {
  ensureTenantWorkgroup,
  type TenantWorkgroupSettings,
} from '../lib/adapters/query-engine/athena/athena-workgroups.ts';
import { logger } from '../lib/logger.ts';
import { ADMIN_USERNAME, bootstrapTenant } from './bootstrap.ts';
import { ensureCognitoUser } from '../lib/adapters/identity/cognito-admin.ts';
import type { TenantBootstrapProperties } from './schema.ts';
import { DEFAULT_TENANT } from './service.ts';

export interface TenantBootstrapPorts {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  /** Creates the tenant's Athena workgroup. */
  athena: AthenaClient;
  workgroup: TenantWorkgroupSettings;
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
  const outcome = await ensureCognitoUser(ports.cognito, {
    userPoolId: ports.userPoolId,
    username,
    tenant,
    email,
    group: 'Admin',
  });
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
  const workgroup = await ensureTenantWorkgroup(ports.athena, tenant, ports.workgroup);
  const result = { tenant, ...records, cognitoAdmin, workgroup: workgroup.name };
  logger.info('Tenant bootstrapped', { ...result });
  return result;
}
