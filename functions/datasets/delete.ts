import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canEditDataset, currentCaller, loadReadableDataset } from './access.ts';
import { deleteDatasetRecord, releaseDatasetName } from '../lib/records/dataset-repository.ts';

/**
 * Superset's DeleteDatasetCommand, all or nothing: 404 when the list is empty or one dataset is absent or hidden,
 * then 403 `Forbidden` when the caller owns not every one. Charts on a deleted dataset stay, without their data
 * source, as in Superset (its list screen warns about them first, through related_objects).
 */
async function removeDatasets(access: CallerAccess, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new NotFoundError();
  const caller = await currentCaller(access);
  const loaded = await Promise.all(unique.map((id) => loadReadableDataset(access, id)));
  if (loaded.some(({ dataset }) => !canEditDataset(access, dataset, caller.id))) throw new ForbiddenError();
  for (const { dataset } of loaded) {
    await deleteDatasetRecord(access.claims.tenant, dataset.id);
    await releaseDatasetName(access.claims.tenant, dataset, dataset.id);
  }
  return unique.length;
}

/** DELETE /api/v1/dataset/{pk}: `{ message: "OK" }`. */
export async function deleteDataset(access: CallerAccess, id: number) {
  await removeDatasets(access, [id]);
  return { message: 'OK' };
}

/** DELETE /api/v1/dataset/?q=!(ids): `{ message: "Deleted N dataset(s)" }` in Superset's words. */
export async function bulkDeleteDatasets(access: CallerAccess, ids: readonly number[]) {
  const count = await removeDatasets(access, ids);
  return { message: `Deleted ${count} dataset${count === 1 ? '' : 's'}` };
}
