import type { Claims } from '../../lib/claims.ts';
import { applyListQuery, type ListColumns, ListQuery } from '../../lib/list-query.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { listDatabases } from '../../lib/records/database-repository.ts';
import { queryDialect, toListItem } from './present.ts';
import { listSavedQueryRecords } from './repository.ts';
import type { SavedQueryRecord } from './schema.ts';
import { canManage } from './service.ts';

type Named = SavedQueryRecord & { database_name: string | null };

/** Columns the list filters and orders by (Superset's search and order columns of SavedQueryRestApi). */
const columns: ListColumns<Named> = {
  id: (item) => item.id,
  label: (item) => item.label,
  description: (item) => item.description,
  schema: (item) => item.schema,
  catalog: (item) => item.catalog,
  sql: (item) => item.sql,
  rows: (item) => item.rows,
  database: (item) => item.db_id,
  'database.database_name': (item) => item.database_name,
  created_by: (item) => item.created_by.id ?? item.created_by.sub,
  changed_by: (item) => item.changed_by.id ?? item.changed_by.sub,
  'created_by.first_name': (item) => item.created_by.first_name,
  created_on: (item) => item.created_on,
  changed_on: (item) => item.changed_on,
  changed_on_delta_humanized: (item) => item.changed_on,
  last_run_delta_humanized: (item) => item.last_run,
};

const contains = (value: string | null, search: string): boolean => (value ?? '').toLowerCase().includes(search);

/** Superset's own filters: `all_text` searches label, description and SQL; favourites are not kept, so none is one. */
const customFilters = {
  all_text: (item: Named, value: unknown) => {
    const search = String(value ?? '').toLowerCase();
    return contains(item.label, search) || contains(item.description, search) || contains(item.sql, search);
  },
  saved_query_is_fav: (_item: Named, value: unknown) => value !== true,
};

export const LIST_COLUMNS = [
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
  'changed_by',
  'created_by',
  'database',
  'db_id',
  'description',
  'extra',
  'id',
  'label',
  'last_run_delta_humanized',
  'rows',
  'schema',
  'catalog',
  'sql',
  'sql_tables',
];

/**
 * GET /api/v1/saved_query/?q=: the caller's own saved queries (Superset's base filter), every one for an Admin,
 * filtered, ordered and paged as the list API does.
 */
export async function listSavedQueries(claims: Claims, q: string | undefined, now = new Date()) {
  const query = parseRisonQuery(ListQuery, q);
  const [records, databases] = await Promise.all([listSavedQueryRecords(claims.tenant), listDatabases(claims.tenant)]);
  const byId = new Map(databases.map((database) => [database.id, database]));
  const visible: Named[] = records
    .filter((record) => canManage(claims, record))
    .map((record) => ({
      ...record,
      database_name: record.db_id === null ? null : (byId.get(record.db_id)?.database_name ?? null),
    }));
  const { count, page } = applyListQuery(visible, query, columns, customFilters);
  return {
    count,
    ids: page.map((item) => item.id),
    result: await Promise.all(
      page.map(async (item) => {
        const database = item.db_id === null ? undefined : byId.get(item.db_id);
        return toListItem(item, database, await queryDialect(database), now);
      }),
    ),
    list_columns: LIST_COLUMNS,
    order_columns: Object.keys(columns).filter((column) => column !== 'id'),
    list_title: 'List Saved Query',
  };
}
