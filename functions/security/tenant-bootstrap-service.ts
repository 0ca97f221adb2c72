import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { ExampleTable } from '#shared/examples/types.ts';
import { logger } from '../lib/logger.ts';
import { ADMIN_USERNAME, bootstrapTenant } from './bootstrap.ts';
import { ensureCognitoUser } from './identity/cognito-admin.ts';
import type { TenantBootstrapProperties } from './schema.ts';
import { DEFAULT_TENANT } from './service.ts';

export interface TenantBootstrapPorts {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
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
}

async function ensureCognitoAdmin(tenant: string, email: string | undefined, ports: TenantBootstrapPorts): Promise<TenantBootstrapResult['cognitoAdmin']> {
  if (!email) {
    logger.info('No AdminEmail given: the Cognito admin was not created', { tenant });
    return 'skipped';
  }
  const outcome = await ensureCognitoUser(ports.cognito, { userPoolId: ports.userPoolId, username: ADMIN_USERNAME, tenant, email, group: 'Admin' });
  // An existing user of another tenant would sign in there, not here: worth a warning, not a failed deployment.
  if (outcome.status === 'exists' && outcome.tenant !== tenant) {
    logger.warn('The Cognito admin belongs to another tenant', { tenant, userTenant: outcome.tenant });
  }
  return outcome.status;
}

/**
 * Deploy-time setup of a cloud tenant, safe to repeat: the tenant record, builtin roles and admin in DynamoDB
 * (no password hash: Cognito checks passwords), the admin in Cognito, and the example datasets over Athena.
 */
export async function bootstrapCloudTenant(properties: TenantBootstrapProperties, ports: TenantBootstrapPorts): Promise<TenantBootstrapResult> {
  const tenant = properties.Tenant ?? DEFAULT_TENANT;
  const records = await bootstrapTenant({
    tenant,
    adminEmail: properties.AdminEmail,
    backend: 'awsathena',
    schema: properties.ExamplesSchema,
    tables: ports.tables,
    now: ports.now,
  });
  const cognitoAdmin = await ensureCognitoAdmin(tenant, properties.AdminEmail, ports);
  const result = { tenant, ...records, cognitoAdmin };
  logger.info('Tenant bootstrapped', { ...result });
  return result;
}
