import type { OwnerRef } from '../../lib/owners.ts';
import type { ChartCore, ChartItem, ChartListItem } from '#shared/api/chart.ts';
import { datasetExploreUrl, datasetName } from '../../datasets/index.ts';
import { humanizedAgo, utcWithMicros } from '../../lib/humanize.ts';
import { once } from '../../lib/once.ts';
import { fullName, personOf } from '../../lib/people.ts';
import type { DashboardSummary } from '../../lib/records/dashboard-schema.ts';
import type { ChartSource } from '../../lib/auth/chart-access.ts';
import type { ChartRecord } from '../../lib/records/chart-schema.ts';

/**
 * Raw HTML in a description is shown as text, never run, and links to `javascript:` and the like are not made;
 * tables render, bare URLs stay text, as in Superset's markdown. Loaded by the first answer that shows a chart:
 * markdown-it is 100 KB and about 10 ms of a cold start, and chart data never renders it.
 */
const markdown = once(async () => {
  const { default: MarkdownIt } = await import('markdown-it');
  return new MarkdownIt({ html: false, linkify: false });
});

/** A chart description as safe HTML (Superset's `description_markeddown`, which ends without a newline). */
export type MarkedDown = (description: string | null) => string;

/** The renderer of chart descriptions, once markdown-it is loaded. */
export async function descriptionRenderer(): Promise<MarkedDown> {
  const loaded = await markdown();
  return (description) => (description ? loaded.render(description).trimEnd() : '');
}

/** What presenting a chart needs besides the record: its source, the tenant's users and the clock. */
export interface ChartView {
  source: ChartSource | undefined;
  users: ReadonlyMap<number, OwnerRef>;
  /** The dashboards each chart sits on, by chart id. */
  dashboards: ReadonlyMap<number, readonly DashboardSummary[]>;
  now: Date;
  markedDown: MarkedDown;
}

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
    ...base,
    slice_id: record.id,
    viz_type: record.viz_type,
    datasource: `${record.datasource_id}__${record.datasource_type}`,
  };
  if (record.cache_timeout) formData.cache_timeout = record.cache_timeout;
  return formData;
}

/** The fields list rows and the item share. */
function chartCoreOf(record: ChartRecord, view: ChartView): ChartCore {
  const changedBy = personOf(view.users, record.changed_by_fk);
  return {
    id: record.id,
    slice_name: record.slice_name,
    description: record.description,
    description_markeddown: view.markedDown(record.description),
    viz_type: record.viz_type,
    params: record.params,
    cache_timeout: record.cache_timeout,
    datasource_id: record.datasource_id,
    datasource_type: record.datasource_type,
    datasource_name_text: view.source ? datasetName(view.source.dataset) : null,
    datasource_url: view.source ? datasetExploreUrl(view.source.dataset) : null,
    owners: record.owners.flatMap((id) => personOf(view.users, id) ?? []),
    dashboards: (view.dashboards.get(record.id) ?? []).map(({ id, dashboard_title, json_metadata }) => ({
      id,
      dashboard_title,
      json_metadata,
    })),
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

/** `result` of GET /api/v1/chart/{pk}: Superset's show columns plus the datasource and audit fields Explore reads. */
export function toChartItem(record: ChartRecord, view: ChartView): ChartItem {
  return { ...chartCoreOf(record, view), query_context: record.query_context };
}

/** One row of GET /api/v1/chart/ (Superset's list columns). */
export function toChartListItem(record: ChartRecord, view: ChartView): ChartListItem {
  const createdBy = personOf(view.users, record.created_by_fk);
  const core = chartCoreOf(record, view);
  return {
    ...core,
    dashboards: core.dashboards.map(({ id, dashboard_title }) => ({ id, dashboard_title })),
    last_saved_at: record.last_saved_at,
    last_saved_by: personOf(view.users, record.last_saved_by_fk),
    created_by_name: fullName(createdBy),
    changed_on_dttm: Date.parse(record.changed_on),
    form_data: chartFormData(record),
    edit_url: `/chart/edit/${record.id}`,
    table: view.source ? { table_name: view.source.dataset.table_name, default_endpoint: null } : null,
  };
}
