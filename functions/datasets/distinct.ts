import * as z from 'zod';
import { NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { canAccessDatasource } from '../lib/auth/data-access.ts';
import { listDatabases } from '../lib/records/database-repository.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';

/** The columns Superset's DatasetRestApi answers distinct values of (`allowed_distinct_fields`). */
const DISTINCT_COLUMNS = ['schema'] as const;

const DistinctQuery = z.object({
  filter: z.string().max(256).default(''),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().min(1).max(100).default(20),
});

/**
 * GET /api/v1/dataset/distinct/{column_name}: the distinct values of a column over the datasets the caller may read,
 * filtered by `filter` (a substring), sorted and paged, as `{count, result: [{text, value}]}`; 404 for other columns.
 */
export async function datasetDistinct(access: CallerAccess, column: string, q: string | undefined) {
  if (!(DISTINCT_COLUMNS as readonly string[]).includes(column)) throw new NotFoundError();
  const query = parseRisonQuery(DistinctQuery, q);
  const { tenant } = access.claims;
  const [datasets, databases] = await Promise.all([listDatasets(tenant), listDatabases(tenant)]);
  const byId = new Map(databases.map((database) => [database.id, database]));
  const search = query.filter.toLowerCase();
  const values = new Set<string>();
  for (const dataset of datasets) {
    const database = byId.get(dataset.database_id);
    if (!database || !canAccessDatasource(access, database, dataset) || dataset.schema === null) continue;
    if (dataset.schema.toLowerCase().includes(search)) values.add(dataset.schema);
  }
  const sorted = [...values].sort((a, b) => a.localeCompare(b));
  const start = query.page * query.page_size;
  return {
    count: sorted.length,
    result: sorted.slice(start, start + query.page_size).map((value) => ({ text: value, value })),
  };
}
