import type { ChartRecord } from '../lib/records/chart-schema.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import { randomUUID } from 'node:crypto';
import { DashboardCopyBody } from '#shared/api/dashboard.ts';
import { chartIdsOf, isLayoutItem } from '#shared/dashboard/layout.ts';
import { listChartRecords, writeChart } from '../lib/records/chart-repository.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { nextId } from '../lib/counters.ts';
import { parseWith } from '../lib/http.ts';
import { loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';
import { checkDashboardJson, storedMetadata } from './json-fields.ts';
import { writeDashboard } from '../lib/records/dashboard-repository.ts';
import type { DashboardRecord } from '../lib/records/dashboard-schema.ts';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { lastModifiedTime } from './update.ts';

/** Superset's `Slice.clone`: a new chart with the original's definition, owned by the caller. */
async function cloneChart(tenant: string, chart: ChartRecord, userId: number, stamp: string): Promise<number> {
  const id = await nextId(tenant, 'chart');
  await writeChart(tenant, {
    ...chart,
    id,
    uuid: randomUUID(),
    owners: [userId],
    query_context: null,
    certified_by: null,
    certification_details: null,
    is_managed_externally: false,
    external_url: null,
    created_on: stamp,
    changed_on: stamp,
    last_saved_at: stamp,
    created_by_fk: userId,
    changed_by_fk: userId,
    last_saved_by_fk: userId,
    version: 1,
  });
  return id;
}

/** A layout with each CHART's `chartId` mapped through `newIds` (charts without a copy keep theirs). */
function remapCharts(layout: Record<string, unknown>, newIds: ReadonlyMap<number, number>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(layout).map(([key, value]) => {
      if (!isLayoutItem(key, value) || value.type !== 'CHART' || typeof value.meta?.chartId !== 'number')
        return [key, value];
      return [
        key,
        { ...value, meta: { ...value.meta, chartId: newIds.get(value.meta.chartId) ?? value.meta.chartId } },
      ];
    }),
  );
}

/** The metadata keys a copy takes from the body, their defaults when it lacks them (Superset's `set_dash_metadata`). */
const KEYS_FROM_BODY = new Set([
  'positions',
  'filter_scopes',
  'default_filters',
  'timed_refresh_immune_slices',
  'color_namespace',
  'expanded_slices',
  'refresh_frequency',
  'color_scheme',
  'label_colors',
  'shared_label_colors',
  'map_label_colors',
  'color_scheme_domain',
  'cross_filters_enabled',
]);

/**
 * The copy's metadata before it is stored: the original's (its native filters, chart configuration...) with the
 * layout, colour and refresh keys the body sends in their place, as Superset starts a copy from the original's params.
 */
function copiedMetadata(originalJson: string | null, body: DashboardMetadata): DashboardMetadata {
  let original: unknown;
  try {
    original = JSON.parse(originalJson || '{}');
  } catch {
    original = {};
  }
  const kept =
    typeof original === 'object' && original !== null
      ? Object.entries(original).filter(([key]) => !KEYS_FROM_BODY.has(key))
      : [];
  return { ...Object.fromEntries(kept), ...body };
}

/**
 * POST /api/v1/dashboard/{id_or_slug}/copy/: a new dashboard owned by the caller with the body's title, CSS and
 * metadata over the original's, and the original's layout (or the metadata's `positions`); with `duplicate_slices` its charts are cloned
 * and the layout names the clones. Superset's `{ result: { id, last_modified_time } }`.
 */
export async function copyDashboard(access: CallerAccess, idOrSlug: string, body: unknown, now = new Date()) {
  const { record: original } = await loadVisibleDashboard(access, idOrSlug);
  const fields = parseWith(DashboardCopyBody, body);
  const { metadata } = checkDashboardJson(fields);
  const { tenant } = access.claims;
  const userId = await callerUserId(access);
  const stamp = now.toISOString();
  const newIds = new Map<number, number>();
  if (fields.duplicate_slices) {
    const charts = new Map((await listChartRecords(tenant)).map((chart) => [chart.id, chart]));
    for (const chartId of original.chartIds) {
      const chart = charts.get(chartId);
      if (chart) newIds.set(chartId, await cloneChart(tenant, chart, userId, stamp));
    }
  }
  const sourceLayout =
    metadata?.positions ??
    (original.position_json ? (JSON.parse(original.position_json) as Record<string, unknown>) : undefined);
  const layout = sourceLayout && remapCharts(sourceLayout, newIds);
  const chartIds = fields.duplicate_slices
    ? [...newIds.values()]
    : layout
      ? chartIdsOf(layout).filter((id) => original.chartIds.includes(id))
      : original.chartIds;
  const record: DashboardRecord = {
    ...original,
    id: await nextId(tenant, 'dashboard'),
    uuid: randomUUID(),
    dashboard_title: fields.dashboard_title ?? null,
    slug: null,
    css: fields.css ?? null,
    position_json: layout ? JSON.stringify(layout) : null,
    json_metadata: metadata
      ? JSON.stringify(
          storedMetadata({ ...copiedMetadata(original.json_metadata, metadata), positions: layout }, chartIds),
        )
      : null,
    published: false,
    certified_by: null,
    certification_details: null,
    is_managed_externally: false,
    external_url: null,
    owners: [userId],
    roles: [],
    chartIds,
    created_on: stamp,
    changed_on: stamp,
    created_by_fk: userId,
    changed_by_fk: userId,
    version: 1,
  };
  await writeDashboard(tenant, record);
  return { result: { id: record.id, last_modified_time: lastModifiedTime(stamp) } };
}
