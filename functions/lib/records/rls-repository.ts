import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../dynamo.ts';
import { readItem, readPartition, readRecentPartition, writeVersioned } from '../item-store.ts';
import { keys } from '../keys.ts';
import { RlsFilterRecord } from './rls-schema.ts';

/**
 * A tenant's row level security filters: the security domain writes them, every query built from a dataset reads them
 * (functions/lib/auth/row-level-security.ts decides which apply).
 */

const partitionOf = (tenant: string): string => keys.rowLevelSecurityFilter(tenant, 1).pk;

/** Store a filter (see `writeVersioned`: new only if absent, an edit only over the version read). */
export function writeRlsFilter(tenant: string, record: RlsFilterRecord, previousVersion?: number): Promise<void> {
  return writeVersioned(
    keys.rowLevelSecurityFilter(tenant, record.id),
    record,
    previousVersion,
    'The row level security filter was changed by someone else; reload it and try again',
  );
}

/** A filter by id, or undefined. */
export function readRlsFilter(tenant: string, id: number): Promise<RlsFilterRecord | undefined> {
  return readItem(RlsFilterRecord, keys.rowLevelSecurityFilter(tenant, id));
}

/** Every filter of a tenant, read now (what the list and writes see). */
export function listRlsFilters(tenant: string): Promise<RlsFilterRecord[]> {
  return readPartition(RlsFilterRecord, partitionOf(tenant));
}

/**
 * Every filter of a tenant as this warm function read them within seconds (chart queries read them on every request),
 * read-only; a change made through this process applies at once, one made elsewhere within the bound of
 * functions/lib/warm-items.ts, as for roles.
 */
export function listRecentRlsFilters(tenant: string): Promise<RlsFilterRecord[]> {
  return readRecentPartition(RlsFilterRecord, partitionOf(tenant));
}

/** Delete a filter (absent is fine: callers check existence first to answer 404). */
export async function deleteRlsFilterRecord(tenant: string, id: number): Promise<void> {
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.rowLevelSecurityFilter(tenant, id) }),
  );
}
