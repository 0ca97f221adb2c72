import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { NotFoundError } from '#shared/errors.ts';
import { getDatabase } from '../lib/records/database-repository.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { readItem } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';
import { loadReadableDataset } from './access.ts';
import { ownerDirectory, ownersOf, type OwnerRef } from '../lib/owners.ts';
import { toDatasetItem } from './present.ts';
import { DatasetRecord } from '../lib/records/dataset-schema.ts';
import { timeGrainChoices } from './time-grains.ts';

export { listDatasetPage } from './list.ts';

/** A dataset with what presenting or querying it needs. */
export interface LoadedDataset {
  dataset: DatasetRecord;
  database: DatabaseRecord;
  owners: OwnerRef[];
}

/** A tenant's dataset with its database and owners; 404 `Not found` as Superset's REST API answers. */
export async function loadDataset(tenant: string, id: number): Promise<LoadedDataset> {
  const dataset = await readItem(DatasetRecord, keys.dataset(tenant, id));
  if (!dataset) throw new NotFoundError('Not found', { errorType: 'TABLE_NOT_FOUND_ERROR' });
  const [database, directory] = await Promise.all([getDatabase(tenant, dataset.database_id), ownerDirectory(tenant)]);
  return { dataset, database, owners: ownersOf(dataset.owners, directory) };
}

/** A dataset the caller may read, with its database and owners; one hidden from them answers 404 as an absent one. */
export async function loadVisibleDataset(access: CallerAccess, id: number): Promise<LoadedDataset> {
  const { dataset, database } = await loadReadableDataset(access, id);
  return { dataset, database, owners: ownersOf(dataset.owners, await ownerDirectory(access.claims.tenant)) };
}

/** GET /api/v1/dataset/{pk}: `{ id, result }` with everything Explore needs; 404 for one the caller may not read. */
export async function showDataset(access: CallerAccess, id: number, now = new Date()) {
  const { dataset, database, owners } = await loadVisibleDataset(access, id);
  return {
    id,
    result: toDatasetItem(dataset, { database, owners, timeGrains: timeGrainChoices(database.backend), now }),
  };
}
