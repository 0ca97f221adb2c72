import { ConflictError } from '#shared/errors.ts';
import {
  claimDatasetName,
  type DatasetName,
  findDataset,
  lockDatasetName,
  releaseDatasetName,
} from '../lib/records/dataset-repository.ts';

/** Whether a dataset goes by `name` (Superset's uniqueness: database, schema and table name). */
export const holdsName = (dataset: DatasetName, name: DatasetName): boolean =>
  dataset.database_id === name.database_id &&
  (dataset.schema ?? '') === (name.schema ?? '') &&
  dataset.table_name === name.table_name;

/**
 * Reserve a dataset name: for a new dataset (a fresh id) or, with `id`, for one being renamed. Answers the id the
 * name now holds, or undefined when another dataset goes by it. A lock left by a create that stopped before
 * writing is reused for a new dataset; one whose dataset is gone or now has another name (a rename or delete that
 * stopped half-way) is taken over.
 */
export async function reserveDatasetName(tenant: string, name: DatasetName, id?: number): Promise<number | undefined> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const lock = id === undefined ? await claimDatasetName(tenant, name) : await lockDatasetName(tenant, name, id);
    if (lock.created || lock.id === id) return lock.id;
    const holder = await findDataset(tenant, lock.id);
    if (!holder && id === undefined) return lock.id;
    if (holder && holdsName(holder, name)) return undefined;
    await releaseDatasetName(tenant, name, lock.id);
  }
  throw new ConflictError('The dataset name is being claimed by someone else; try again');
}
