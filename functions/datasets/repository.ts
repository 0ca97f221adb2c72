import { NotFoundError } from '#shared/errors.ts';
import { readItem, readPartition } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';
import { DatasetRecord } from './schema.ts';

/** A tenant's dataset by id; 404 `Dataset not found` as Superset answers. */
export async function getDataset(tenant: string, id: number): Promise<DatasetRecord> {
  const dataset = await readItem(DatasetRecord, keys.dataset(tenant, id));
  if (!dataset) throw new NotFoundError('Dataset not found', { errorType: 'TABLE_NOT_FOUND_ERROR' });
  return dataset;
}

/** All of a tenant's datasets, by id. */
export function listDatasets(tenant: string): Promise<DatasetRecord[]> {
  return readPartition(DatasetRecord, keys.dataset(tenant, 1).pk);
}
