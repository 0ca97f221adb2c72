import { GetOrCreateDatasetBody } from '#shared/api/dataset.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseWith } from '../lib/http.ts';
import { insertDataset } from './create.ts';
import type { DatasetPorts } from './ports.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';

/**
 * POST /api/v1/dataset/get_or_create/: `{ result: { table_id } }` of the dataset over the table, created as a
 * physical dataset (with its checks and 422s) when none exists. Superset matches on database and table name; a
 * schema sent narrows the match, so two schemas' tables of one name never mix.
 */
export async function getOrCreateDataset(access: CallerAccess, body: unknown, ports: DatasetPorts, now = new Date()) {
  const fields = parseWith(GetOrCreateDatasetBody, body);
  const existing = (await listDatasets(access.claims.tenant))
    .filter((dataset) => dataset.database_id === fields.database_id && dataset.table_name === fields.table_name)
    .filter((dataset) => fields.schema === undefined || fields.schema === null || dataset.schema === fields.schema)
    .sort((a, b) => a.id - b.id)[0];
  if (existing) return { result: { table_id: existing.id } };
  const { database_id: database, ...rest } = fields;
  const created = await insertDataset(access, { ...rest, database }, ports, now);
  return { result: { table_id: created.id } };
}
