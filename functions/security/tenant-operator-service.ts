import * as z from 'zod';
import { BadRequestError, ConflictError } from '#shared/errors.ts';
import {
  bootstrapCloudTenant,
  type TenantBootstrapPorts,
  type TenantBootstrapResult,
} from './tenant-bootstrap-service.ts';
import { listTenants, requireNewTenant, TenantName, type TenantRecord } from './tenants.ts';

/**
 * What an operator sends the tenant operator function (`aws lambda invoke --payload`): create a tenant, or list
 * them. Cognito user names are unique in the whole pool, so each tenant's admin needs a name of its own.
 */
export const TenantOperatorEvent = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('create'),
    tenant: TenantName,
    /** Cognito mails the admin's temporary password here. */
    adminEmail: z.email(),
    /** @default `<tenant>-admin` */
    adminUsername: z
      .string()
      .regex(/^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u)
      .optional(),
  }),
  z.strictObject({ action: z.literal('list') }),
]);
export type TenantOperatorEvent = z.infer<typeof TenantOperatorEvent>;

export interface TenantOperatorPorts extends TenantBootstrapPorts {
  /** The Glue database of the example tables (the examples' schema). */
  examplesSchema: string;
}

/** The event, or a 400 whose message says what is wrong with it (an operator reads it in the invoke output). */
export function parseOperatorEvent(event: unknown): TenantOperatorEvent {
  const parsed = TenantOperatorEvent.safeParse(event);
  if (!parsed.success) throw new BadRequestError(`Invalid tenant operation: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Create a new tenant in the cloud: what the deploy-time bootstrap does for `default` (records, builtin roles,
 * admin in DynamoDB and Cognito, example datasets over Athena, the tenant's Athena workgroup). An existing tenant,
 * or an admin name the pool already has, is refused before anything is written.
 */
async function createCloudTenant(
  event: Extract<TenantOperatorEvent, { action: 'create' }>,
  ports: TenantOperatorPorts,
): Promise<TenantBootstrapResult> {
  const adminUsername = event.adminUsername ?? `${event.tenant}-admin`;
  await requireNewTenant(event.tenant);
  if (await ports.poolUsers.has(adminUsername)) {
    throw new ConflictError(`The user pool already has a user ${adminUsername}: choose another adminUsername`);
  }
  const properties = { Tenant: event.tenant, AdminEmail: event.adminEmail, ExamplesSchema: ports.examplesSchema };
  return bootstrapCloudTenant(properties, ports, adminUsername);
}

/** Run one operator request. */
export async function runTenantOperation(
  event: TenantOperatorEvent,
  ports: TenantOperatorPorts,
): Promise<TenantBootstrapResult | { tenants: TenantRecord[] }> {
  if (event.action === 'list') return { tenants: await listTenants() };
  return createCloudTenant(event, ports);
}
