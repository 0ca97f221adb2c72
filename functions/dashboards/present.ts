import type { DashboardItem, DashboardListItem } from '#shared/api/dashboard.ts';
import type { OwnerRef } from '../lib/owners.ts';
import { humanizedAgo, utcWithMicros } from '../lib/humanize.ts';
import { fullName, personOf } from '../lib/people.ts';
import type { DashboardRecord } from '../lib/records/dashboard-schema.ts';

/** What presenting a dashboard needs besides the record: the tenant's users and roles, and the clock. */
export interface DashboardView {
  users: ReadonlyMap<number, OwnerRef>;
  roles: ReadonlyMap<number, string>;
  now: Date;
}

/** Superset's dashboard URL: by slug when it has one. */
export const dashboardUrl = (record: Pick<DashboardRecord, 'id' | 'slug'>): string =>
  `/superset/dashboard/${record.slug ?? record.id}/`;

/** The fields list rows and the item share. */
function dashboardCore(record: DashboardRecord, view: DashboardView) {
  const changedBy = personOf(view.users, record.changed_by_fk);
  return {
    id: record.id,
    dashboard_title: record.dashboard_title,
    slug: record.slug,
    url: dashboardUrl(record),
    published: record.published,
    owners: record.owners.flatMap((id) => personOf(view.users, id) ?? []),
    roles: record.roles.flatMap((id) => {
      const name = view.roles.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    certified_by: record.certified_by,
    certification_details: record.certification_details,
    changed_by: changedBy,
    changed_by_name: fullName(changedBy),
    changed_on_delta_humanized: humanizedAgo(record.changed_on, view.now),
    created_by: personOf(view.users, record.created_by_fk),
    created_on_delta_humanized: humanizedAgo(record.created_on, view.now),
    thumbnail_url: null,
    is_managed_externally: record.is_managed_externally,
    tags: [],
  };
}

/** One row of GET /api/v1/dashboard/ (Superset's list columns). */
export function toDashboardListItem(record: DashboardRecord, view: DashboardView): DashboardListItem {
  return {
    ...dashboardCore(record, view),
    uuid: record.uuid,
    status: record.published ? 'published' : 'draft',
    changed_on_utc: utcWithMicros(record.changed_on),
  };
}

/** `result` of GET /api/v1/dashboard/{id_or_slug}; `chartNames` are the names of its charts, in its order. */
export function toDashboardItem(
  record: DashboardRecord,
  chartNames: readonly (string | null)[],
  view: DashboardView,
): DashboardItem {
  return {
    ...dashboardCore(record, view),
    css: record.css,
    json_metadata: record.json_metadata,
    position_json: record.position_json,
    changed_on: record.changed_on,
    charts: [...chartNames],
  };
}
