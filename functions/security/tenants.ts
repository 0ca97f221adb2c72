import { paginateScan } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ConflictError } from '#shared/errors.ts';
import { Claims } from '../lib/claims.ts';
import { documentClient, tableName } from '../lib/dynamo.ts';
import { readItem } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';

/** A tenant id: what the `tenant` claim and every key carry (lower-case letters, digits, dashes; at most 63). */
export const TenantName = Claims.shape.tenant;

/** The tenant record bootstrap.ts writes. */
export const TenantRecord = z.object({ name: z.string(), status: z.string(), created_on: z.string() });
export type TenantRecord = z.infer<typeof TenantRecord>;

/** A tenant's record, or undefined. */
export function findTenant(tenant: string): Promise<TenantRecord | undefined> {
  return readItem(TenantRecord, keys.tenant(tenant));
}

/** 409 when the tenant exists: creating one is for new tenants only (bootstrapping an existing one is the deploy's job). */
export async function requireNewTenant(tenant: string): Promise<void> {
  if (await findTenant(tenant)) throw new ConflictError(`Tenant ${tenant} already exists`);
}

/**
 * Every tenant, by name. A scan of the whole table (tenant records share no partition): an operator's occasional
 * question, never a request path.
 */
export async function listTenants(): Promise<TenantRecord[]> {
  const tenants: TenantRecord[] = [];
  const pages = paginateScan(
    { client: documentClient() },
    {
      TableName: tableName(),
      FilterExpression: 'sk = :sk',
      ProjectionExpression: '#name, #status, created_on',
      ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
      ExpressionAttributeValues: { ':sk': keys.tenant('x').sk },
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) tenants.push(TenantRecord.parse(item));
  return tenants.sort((a, b) => a.name.localeCompare(b.name));
}
