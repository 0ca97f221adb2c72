import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { currentCaller, loadEditableDataset } from './access.ts';
import type { DatasetPorts } from './ports.ts';
import { writeDataset } from '../lib/records/dataset-repository.ts';
import { syncFromEngine } from './sync.ts';

/**
 * PUT /api/v1/dataset/{pk}/refresh: the columns synced from the engine (new ones added, vanished ones dropped,
 * types updated, calculated columns kept); `{ message: "OK" }`. 404 when not readable, 403 for a non-owner.
 */
export async function refreshDataset(access: CallerAccess, id: number, ports: DatasetPorts, now = new Date()) {
  const caller = await currentCaller(access);
  const { dataset, database } = await loadEditableDataset(access, id, caller);
  const synced = await syncFromEngine(dataset, { tenant: access.claims.tenant, database, caller, ports });
  await writeDataset(
    access.claims.tenant,
    { ...synced, changed_on: now.toISOString(), changed_by_fk: caller.id, version: dataset.version + 1 },
    dataset.version,
  );
  return { message: 'OK' };
}
