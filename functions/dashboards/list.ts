import { ownerDirectory } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { applyListQuery, type ListColumns, ListQuery, cappedPageSize, isTruthy } from '../lib/list-query.ts';
import { type ListShape, listMetadata, selectColumns, selectedColumns } from '../lib/list-shape.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { dashboardViewer } from '../lib/auth/dashboard-access.ts';
import { listDashboardFavoriteIds } from './favorites.ts';
import { checkDashboardQuery, DASHBOARD_ORDER_COLUMNS } from './search-filters.ts';
import { type DashboardView, toDashboardListItem } from './present.ts';
import { listDashboardRecords } from '../lib/records/dashboard-repository.ts';
import { roleNames } from './roles.ts';
import type { DashboardRecord } from '../lib/records/dashboard-schema.ts';

/** Superset's DashboardRestApi list columns, order columns and title. */
export const DASHBOARD_LIST_SHAPE: ListShape = {
  columns: [
    'id',
    'uuid',
    'dashboard_title',
    'slug',
    'url',
    'published',
    'status',
    'thumbnail_url',
    'certified_by',
    'certification_details',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_by_name',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'created_on_delta_humanized',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'roles.id',
    'roles.name',
    'is_managed_externally',
    'tags.id',
    'tags.name',
    'tags.type',
  ],
  orderColumns: DASHBOARD_ORDER_COLUMNS,
  title: 'List Dashboard',
};

/** Superset's search and order columns; ordering by humanized age orders by the instant behind it. */
function columnsOf(view: DashboardView): ListColumns<DashboardRecord> {
  const firstName = (id: number | null) => (id === null ? '' : (view.users.get(id)?.first_name ?? ''));
  return {
    id: (record) => record.id,
    uuid: (record) => record.uuid,
    dashboard_title: (record) => record.dashboard_title,
    slug: (record) => record.slug,
    published: (record) => record.published,
    owners: (record) => record.owners,
    roles: (record) => record.roles,
    tags: () => [],
    created_by: (record) => record.created_by_fk,
    changed_by: (record) => record.changed_by_fk,
    changed_on: (record) => record.changed_on,
    changed_on_delta_humanized: (record) => record.changed_on,
    'changed_by.first_name': (record) => firstName(record.changed_by_fk),
    'created_by.first_name': (record) => firstName(record.created_by_fk),
  };
}

const contains = (value: string | null, search: string): boolean => (value ?? '').toLowerCase().includes(search);

/** A filter that tests `value is True` / `value is False` and leaves every dashboard for any other value (Superset's). */
const onlyBoolean = (test: (record: DashboardRecord) => boolean) => (record: DashboardRecord, value: unknown) =>
  value === true ? test(record) : value === false ? !test(record) : true;

/**
 * Superset's dashboard filters (`superset/dashboards/filters.py`), by operator, for one caller: title or slug,
 * favourites, certification, "created by me" (created or last changed) and having a creator at all.
 */
function customFilters(userId: number, favorites: ReadonlySet<number>) {
  return {
    title_or_slug: (record: DashboardRecord, value: unknown) => {
      const search = String(value ?? '').toLowerCase();
      return contains(record.dashboard_title, search) || contains(record.slug, search);
    },
    dashboard_is_favorite: (record: DashboardRecord, value: unknown) => favorites.has(record.id) === isTruthy(value),
    dashboard_is_certified: onlyBoolean((record) => Boolean(record.certified_by)),
    dashboard_created_by_me: (record: DashboardRecord) =>
      record.created_by_fk === userId || record.changed_by_fk === userId,
    dashboard_has_created_by: onlyBoolean((record) => record.created_by_fk !== null),
  };
}

/** GET /api/v1/dashboard/?q=: the dashboards the caller sees, filtered, ordered and paged as Superset's list API. */
export async function listDashboards(access: CallerAccess, q: string | undefined, now = new Date()) {
  const parsed = parseRisonQuery(ListQuery, q);
  checkDashboardQuery(parsed);
  const query = { ...parsed, page_size: cappedPageSize(parsed.page_size) };
  const { tenant, sub } = access.claims;
  const [records, viewer, users, roles, favorites] = await Promise.all([
    listDashboardRecords(tenant),
    dashboardViewer(access),
    ownerDirectory(tenant),
    roleNames(tenant),
    listDashboardFavoriteIds(tenant, sub),
  ]);
  const view = { users, roles, now };
  const visible = records.filter((record) => viewer.canSee(record));
  visible.sort((a, b) => b.changed_on.localeCompare(a.changed_on) || b.id - a.id);
  const { count, page } = applyListQuery(visible, query, columnsOf(view), customFilters(viewer.userId, favorites));
  const columns = selectedColumns(query, DASHBOARD_LIST_SHAPE);
  const result = page.map((record) => {
    const item = toDashboardListItem(record, view);
    return columns ? selectColumns(item, columns) : item;
  });
  return { count, ids: page.map((record) => record.id), result, ...listMetadata(query, DASHBOARD_LIST_SHAPE, columns) };
}
