import MarkdownIt from 'markdown-it';
import type { ChartCore, ChartItem, ChartListItem, ChartUser } from '#shared/api/chart.ts';
import { datasetExploreUrl, datasetName } from '../../datasets/derived.ts';
import { humanizedAgo } from '../../lib/humanize.ts';
import type { OwnerRef } from '../../datasets/owners.ts';
import type { ChartSource } from './access.ts';
import type { ChartRecord } from './schema.ts';

/**
 * Raw HTML in a description is shown as text, never run, and links to `javascript:` and the like are not made;
 * tables render, bare URLs stay text, as in Superset's markdown.
 */
const markdown = new MarkdownIt({ html: false, linkify: false });

/** A chart description as safe HTML (Superset's `description_markeddown`, which ends without a newline). */
export const markedDown = (description: string | null): string => (description ? markdown.render(description).trimEnd() : '');

/** What presenting a chart needs besides the record: its source, the tenant's users and the clock. */
export interface ChartView {
  source: ChartSource | undefined;
  users: ReadonlyMap<number, OwnerRef>;
  now: Date;
}

function userOf(users: ReadonlyMap<number, OwnerRef>, id: number | null): ChartUser | null {
  const user = id === null ? undefined : users.get(id);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

const fullName = (user: ChartUser | null): string => (user ? `${user.first_name} ${user.last_name}`.trim() : '');

/** `+00:00` with microseconds, as Superset's `changed_on_utc`. */
const utcWithMicros = (iso: string): string => `${new Date(iso).toISOString().slice(0, 23)}000+00:00`;

/**
 * Superset's `Slice.form_data`: the saved params (`{}` when they are no JSON object) with the chart's id, viz type
 * and datasource written over them, and its cache timeout when it has one.
 */
export function chartFormData(record: ChartRecord): Record<string, unknown> {
  let params: unknown;
  try {
    params = JSON.parse(record.params || '{}');
  } catch {
    params = {};
  }
  const base = params !== null && typeof params === 'object' && !Array.isArray(params) ? params : {};
  const formData: Record<string, unknown> = {
    ...base, slice_id: record.id, viz_type: record.viz_type, datasource: `${record.datasource_id}__${record.datasource_type}`,
  };
  if (record.cache_timeout) formData.cache_timeout = record.cache_timeout;
  return formData;
}

/** The fields list rows and the item share. */
function chartCoreOf(record: ChartRecord, view: ChartView): ChartCore {
  const changedBy = userOf(view.users, record.changed_by_fk);
  return {
    id: record.id,
    slice_name: record.slice_name,
    description: record.description,
    description_markeddown: markedDown(record.description),
    viz_type: record.viz_type,
    params: record.params,
    cache_timeout: record.cache_timeout,
    datasource_id: record.datasource_id,
    datasource_type: record.datasource_type,
    datasource_name_text: view.source ? datasetName(view.source.dataset) : null,
    datasource_url: view.source ? datasetExploreUrl(view.source.dataset) : null,
    owners: record.owners.flatMap((id) => userOf(view.users, id) ?? []),
    // Dashboards do not exist yet, so no chart sits on one.
    dashboards: [],
    certified_by: record.certified_by,
    certification_details: record.certification_details,
    changed_on: record.changed_on,
    changed_on_delta_humanized: humanizedAgo(record.changed_on, view.now),
    changed_on_utc: utcWithMicros(record.changed_on),
    changed_by: changedBy,
    changed_by_name: fullName(changedBy),
    created_by: userOf(view.users, record.created_by_fk),
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

/** `result` of GET /api/v1/chart/{pk}: Superset's show columns plus the datasource and audit fields Explore reads. */
export function toChartItem(record: ChartRecord, view: ChartView): ChartItem {
  return { ...chartCoreOf(record, view), query_context: record.query_context };
}

/** One row of GET /api/v1/chart/ (Superset's list columns). */
export function toChartListItem(record: ChartRecord, view: ChartView): ChartListItem {
  const createdBy = userOf(view.users, record.created_by_fk);
  return {
    ...chartCoreOf(record, view),
    last_saved_at: record.last_saved_at,
    last_saved_by: userOf(view.users, record.last_saved_by_fk),
    created_by_name: fullName(createdBy),
    changed_on_dttm: Date.parse(record.changed_on),
    form_data: chartFormData(record),
    edit_url: `/chart/edit/${record.id}`,
    table: view.source ? { table_name: view.source.dataset.table_name, default_endpoint: null } : null,
  };
}
