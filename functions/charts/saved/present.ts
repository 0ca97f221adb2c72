import MarkdownIt from 'markdown-it';
import type { ChartItem, ChartListItem } from '#shared/api/chart.ts';
import { datasetExploreUrl, datasetName } from '../../datasets/derived.ts';
import { humanizedAgo, utcWithMicros } from '../../lib/humanize.ts';
import { fullName, personOf } from '../../lib/people.ts';
import type { OwnerRef } from '../../datasets/owners.ts';
import type { DashboardSummary } from '../../dashboards/schema.ts';
import type { ChartSource } from './access.ts';
import type { ChartRecord } from './schema.ts';

/** Raw HTML in a description is shown as text, never run (Superset sanitises its markdown the same way). */
const markdown = new MarkdownIt({ html: false, linkify: true });

/** A chart description as safe HTML (Superset's `description_markeddown`). */
export const markedDown = (description: string | null): string => (description ? markdown.render(description) : '');

/** What presenting a chart needs besides the record: its source, the tenant's users and the clock. */
export interface ChartView {
  source: ChartSource | undefined;
  users: ReadonlyMap<number, OwnerRef>;
  /** The dashboards each chart sits on, by chart id. */
  dashboards: ReadonlyMap<number, readonly DashboardSummary[]>;
  now: Date;
}

/** The form data as an object, with what Superset's `Slice.form_data` adds; `{}` when `params` is not an object. */
function formDataOf(record: ChartRecord): Record<string, unknown> {
  let params: unknown = {};
  try {
    params = JSON.parse(record.params ?? '{}');
  } catch {
    params = {};
  }
  const base = params !== null && typeof params === 'object' && !Array.isArray(params) ? params : {};
  return { ...base, slice_id: record.id, viz_type: record.viz_type, datasource: `${record.datasource_id}__${record.datasource_type}` };
}

/** `result` of GET /api/v1/chart/{pk}: Superset's show columns plus the datasource and audit fields Explore reads. */
export function toChartItem(record: ChartRecord, view: ChartView): ChartItem {
  const changedBy = personOf(view.users, record.changed_by_fk);
  return {
    id: record.id,
    slice_name: record.slice_name,
    description: record.description,
    description_markeddown: markedDown(record.description),
    viz_type: record.viz_type,
    params: record.params,
    query_context: record.query_context,
    cache_timeout: record.cache_timeout,
    datasource_id: record.datasource_id,
    datasource_type: record.datasource_type,
    datasource_name_text: view.source ? datasetName(view.source.dataset) : null,
    datasource_url: view.source ? datasetExploreUrl(view.source.dataset) : null,
    owners: record.owners.flatMap((id) => personOf(view.users, id) ?? []),
    dashboards: (view.dashboards.get(record.id) ?? []).map(({ id, dashboard_title, json_metadata }) => ({ id, dashboard_title, json_metadata })),
    certified_by: record.certified_by,
    certification_details: record.certification_details,
    changed_on: record.changed_on,
    changed_on_delta_humanized: humanizedAgo(record.changed_on, view.now),
    changed_on_utc: utcWithMicros(record.changed_on),
    changed_by: changedBy,
    changed_by_name: fullName(changedBy),
    created_by: personOf(view.users, record.created_by_fk),
    created_on_delta_humanized: humanizedAgo(record.created_on, view.now),
    slice_url: `/explore/?slice_id=${record.id}`,
    url: `/explore/?slice_id=${record.id}`,
    thumbnail_url: null,
    uuid: record.uuid,
    tags: [],
    is_managed_externally: record.is_managed_externally,
    external_url: record.external_url,
  };
}

/** One row of GET /api/v1/chart/ (Superset's list columns). */
export function toChartListItem(record: ChartRecord, view: ChartView): ChartListItem {
  const createdBy = personOf(view.users, record.created_by_fk);
  const item = toChartItem(record, view);
  return {
    ...item,
    dashboards: item.dashboards.map(({ id, dashboard_title }) => ({ id, dashboard_title })),
    last_saved_at: record.last_saved_at,
    last_saved_by: personOf(view.users, record.last_saved_by_fk),
    created_by_name: fullName(createdBy),
    changed_on_dttm: Date.parse(record.changed_on),
    form_data: formDataOf(record),
    edit_url: `/chart/edit/${record.id}`,
    table: view.source ? { table_name: view.source.dataset.table_name, default_endpoint: null } : null,
  };
}
