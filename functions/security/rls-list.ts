import { RLS_ORDER_COLUMNS } from '#shared/api/row-level-security.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { checkedListQuery } from '../lib/checked-list-query.ts';
import { applyListQuery, type ListColumns } from '../lib/list-query.ts';
import { type ListShape, listMetadata, selectColumns, selectedColumns } from '../lib/list-shape.ts';
import { listRlsFilters } from '../lib/records/rls-repository.ts';
import type { RlsFilterRecord } from '../lib/records/rls-schema.ts';
import { toRlsListItem } from './rls-present.ts';
import { rlsView } from './rls-service.ts';

/** Superset's RLSRestApi list columns, order columns and title. */
const RLS_LIST_SHAPE: ListShape = {
  columns: [
    'id',
    'name',
    'filter_type',
    'tables.id',
    'tables.schema',
    'tables.table_name',
    'roles.id',
    'roles.name',
    'clause',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'group_key',
    'description',
  ],
  orderColumns: [...RLS_ORDER_COLUMNS],
  title: 'List Row Level Security',
};

/**
 * The columns the list filters and orders by (Superset's search columns): `tables` and `roles` by id with
 * `rel_m_m`, texts with `ct`/`eq`, people by id; ordering by humanized age orders by the instant behind it.
 */
const RLS_COLUMNS: ListColumns<RlsFilterRecord> = {
  id: (record) => record.id,
  name: (record) => record.name,
  filter_type: (record) => record.filter_type,
  tables: (record) => record.tables,
  roles: (record) => record.roles,
  group_key: (record) => record.group_key,
  clause: (record) => record.clause,
  description: (record) => record.description,
  created_by: (record) => record.created_by_fk,
  changed_by: (record) => record.changed_by_fk,
  changed_on_delta_humanized: (record) => record.changed_on,
};

/** GET /api/v1/rowlevelsecurity/?q=: the tenant's filters, filtered, ordered and paged as Superset's list API. */
export async function listRlsFilterPage(access: CallerAccess, q: string | undefined, now = new Date()) {
  const query = checkedListQuery(q, RLS_LIST_SHAPE);
  const { tenant } = access.claims;
  const [records, view] = await Promise.all([listRlsFilters(tenant), rlsView(tenant, now)]);
  const { count, page } = applyListQuery(records, query, RLS_COLUMNS);
  const columns = selectedColumns(query, RLS_LIST_SHAPE);
  const result = page.map((record) => {
    const item = toRlsListItem(record, view);
    return columns ? selectColumns(item, columns) : item;
  });
  return { count, ids: page.map((record) => record.id), result, ...listMetadata(query, RLS_LIST_SHAPE, columns) };
}
