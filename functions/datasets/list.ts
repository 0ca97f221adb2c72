import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canAccessDatasource } from '../lib/auth/data-access.ts';
import { applyListQuery, type ListColumns, type ListQuery } from '../lib/list-query.ts';
import { listDatabases } from '../lib/records/database-repository.ts';
import { ownerDirectory, ownersOf } from '../lib/owners.ts';
import { toDatasetListItem } from './present.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';
import type { DatasetRecord } from '../lib/records/dataset-schema.ts';

/** Columns the list answers name (Superset's DatasetRestApi.list_columns). */
export const DATASET_LIST_COLUMNS = [
  'id',
  'database.id',
  'database.database_name',
  'changed_by_name',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'default_endpoint',
  'description',
  'datasource_type',
  'explore_url',
  'extra',
  'kind',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'catalog',
  'schema',
  'sql',
  'table_name',
  'uuid',
];

/** Columns the list orders on (Superset's order_columns). */
export const DATASET_ORDER_COLUMNS = [
  'table_name',
  'schema',
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'database.database_name',
];

type Row = { dataset: DatasetRecord; databaseName: string };

/** Filterable and orderable values of a row; ordering by humanized age orders by the instant behind it. */
const COLUMNS: ListColumns<Row> = {
  id: (row) => row.dataset.id,
  table_name: (row) => row.dataset.table_name,
  schema: (row) => row.dataset.schema,
  catalog: (row) => row.dataset.catalog,
  database: (row) => row.dataset.database_id,
  'database.database_name': (row) => row.databaseName,
  owners: (row) => row.dataset.owners,
  kind: (row) => row.dataset.kind,
  changed_on: (row) => row.dataset.changed_on,
  changed_on_delta_humanized: (row) => row.dataset.changed_on,
  'changed_by.first_name': () => null,
};

/** Whether the dataset's `extra` carries a certification, as Superset's DatasetCertifiedFilter reads it. */
function isCertified(dataset: DatasetRecord): boolean {
  try {
    const extra = JSON.parse(dataset.extra ?? '{}') as { certification?: unknown } | null;
    return (
      typeof extra === 'object' &&
      extra !== null &&
      typeof extra.certification === 'object' &&
      extra.certification !== null
    );
  } catch {
    return false;
  }
}

const isPhysical = (dataset: DatasetRecord): boolean => (dataset.sql ?? '').trim() === '';

/** Superset's `dataset_is_null_or_empty` on `sql` (true keeps physical datasets, false virtual ones) and `dataset_is_certified`. */
const CUSTOM_FILTERS = {
  dataset_is_null_or_empty: (row: Row, value: unknown) =>
    isPhysical(row.dataset) === (value === true || value === 'true'),
  dataset_is_certified: (row: Row, value: unknown) => isCertified(row.dataset) === (value === true || value === 'true'),
};

/** GET /api/v1/dataset/: `{ count, ids, result, list_columns, order_columns }` over the datasets the caller may read. */
export async function listDatasetPage(access: CallerAccess, query: ListQuery, now = new Date()) {
  const { tenant } = access.claims;
  const [datasets, databases, directory] = await Promise.all([
    listDatasets(tenant),
    listDatabases(tenant),
    ownerDirectory(tenant),
  ]);
  const byId = new Map(databases.map((database) => [database.id, database]));
  const rows = datasets.flatMap((dataset) => {
    const database = byId.get(dataset.database_id);
    return database && canAccessDatasource(access, database, dataset)
      ? [{ dataset, databaseName: database.database_name }]
      : [];
  });
  const { count, page } = applyListQuery(rows, query, COLUMNS, CUSTOM_FILTERS);
  return {
    count,
    ids: page.map((row) => row.dataset.id),
    result: page.map(({ dataset, databaseName }) =>
      toDatasetListItem(dataset, {
        database: { id: dataset.database_id, database_name: databaseName },
        owners: ownersOf(dataset.owners, directory),
        now,
      }),
    ),
    list_columns: DATASET_LIST_COLUMNS,
    order_columns: DATASET_ORDER_COLUMNS,
  };
}
