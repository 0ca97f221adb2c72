import { AppError } from '#shared/errors.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import type { Caller } from './access.ts';
import { withSyncedColumns } from './columns.ts';
import { physicalColumns, virtualColumns } from './discover.ts';
import { type DatasetPorts, discoveryContext } from './ports.ts';
import { UPDATE_FAILED } from './problems.ts';
import type { DatasetRecord } from '../lib/records/dataset-schema.ts';

/**
 * A dataset with its columns read again from the engine (Superset's `fetch_metadata`): a physical table's from the
 * catalog, a virtual dataset's by running its SQL. 422 `Dataset could not be updated.` when the engine cannot tell.
 */
export async function syncFromEngine(
  dataset: DatasetRecord,
  input: { tenant: string; database: DatabaseRecord; caller: Caller; ports: DatasetPorts },
): Promise<DatasetRecord> {
  const context = await discoveryContext(input.ports, {
    tenant: input.tenant,
    database: input.database,
    caller: input.caller,
    failure: UPDATE_FAILED,
  });
  const discovered = dataset.sql
    ? await virtualColumns(context, dataset.sql, dataset.template_params)
    : await physicalColumns(context, dataset);
  if (!discovered) throw new AppError(422, UPDATE_FAILED, { errorType: 'TABLE_DOES_NOT_EXIST_ERROR' });
  return withSyncedColumns(dataset, discovered);
}
