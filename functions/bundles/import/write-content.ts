import type { DashboardRecord } from '../../lib/records/dashboard-schema.ts';
import type { ChartRecord } from '../../lib/records/chart-schema.ts';
import { readChart, writeChart } from '../../lib/records/chart-repository.ts';
import { claimSlug, readDashboard, releaseSlug, writeDashboard } from '../../lib/records/dashboard-repository.ts';
import { keys } from '../../lib/keys.ts';
import { claimName } from '../../lib/name-lock.ts';
import { type ChartConfig, type DashboardConfig, jsonText } from '../schemas.ts';

/** Who writes and when; `id` is the object replaced (an update) or absent (a create under the config's uuid). */
export interface WriteTarget {
  id?: number;
  userId: number;
  now: string;
}

const asObject = (value: unknown): Record<string, unknown> => {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/**
 * Point a chart's params and query context at the dataset it has here (Superset's `update_chart_config_dataset`);
 * a query context that is not JSON is dropped, as Superset drops it.
 */
export function retargetChart(
  config: ChartConfig,
  datasetId: number,
): { params: string; query_context: string | null } {
  const datasource = `${datasetId}__table`;
  const params = { ...asObject(config.params), datasource };
  if (!config.query_context) return { params: JSON.stringify(params), query_context: null };
  try {
    const context = JSON.parse(config.query_context) as Record<string, unknown>;
    context.datasource = { id: datasetId, type: 'table' };
    if (context.form_data && typeof context.form_data === 'object')
      context.form_data = { ...(context.form_data as object), datasource };
    return { params: JSON.stringify(params), query_context: JSON.stringify(context) };
  } catch {
    return { params: JSON.stringify(params), query_context: null };
  }
}

/** The id an imported object has: the one it is written over, or the id its uuid lock holds (claimed once). */
async function idFor(
  tenant: string,
  kind: 'chart' | 'dashboard',
  uuid: string,
  target: WriteTarget,
): Promise<{ id: number; base?: ChartRecord | DashboardRecord }> {
  if (target.id !== undefined)
    return {
      id: target.id,
      base: kind === 'chart' ? await readChart(tenant, target.id) : await readDashboard(tenant, target.id),
    };
  const { id } = await claimName(keys.assetUuid(tenant, kind, uuid), tenant, kind);
  return { id, base: kind === 'chart' ? await readChart(tenant, id) : await readDashboard(tenant, id) };
}

/** Create or replace a chart from a bundle config, on dataset `datasetId`; answers its id. */
export async function writeBundleChart(
  tenant: string,
  config: ChartConfig,
  datasetId: number,
  target: WriteTarget,
): Promise<number> {
  const { id, base } = await idFor(tenant, 'chart', config.uuid, target);
  // A create that finds its uuid's chart already written (a concurrent or repeated import) keeps that chart.
  if (target.id === undefined && base) return id;
  const previous = base as ChartRecord | undefined;
  const record: ChartRecord = {
    id,
    uuid: config.uuid,
    slice_name: config.slice_name,
    description: config.description ?? null,
    viz_type: config.viz_type,
    ...retargetChart(config, datasetId),
    cache_timeout: config.cache_timeout ?? null,
    datasource_id: datasetId,
    datasource_type: 'table',
    owners: previous?.owners ?? [target.userId],
    certified_by: config.certified_by || null,
    certification_details: config.certification_details || null,
    is_managed_externally: false,
    external_url: null,
    created_on: previous?.created_on ?? target.now,
    changed_on: target.now,
    last_saved_at: target.now,
    created_by_fk: previous?.created_by_fk ?? target.userId,
    changed_by_fk: target.userId,
    last_saved_by_fk: target.userId,
    version: (previous?.version ?? 0) + 1,
  };
  await writeChart(tenant, record, previous?.version);
  return id;
}

/** A slug for an imported dashboard: its own, unless another dashboard holds it (then none, rather than failing). */
async function slugFor(
  tenant: string,
  slug: string | null | undefined,
  id: number,
  previous?: DashboardRecord,
): Promise<string | null> {
  if (previous?.slug && previous.slug !== slug) await releaseSlug(tenant, previous.slug, id);
  if (!slug) return null;
  return (await claimSlug(tenant, slug, id)) ? slug : null;
}

/** A written dashboard's id, and the bundle's slug when another dashboard held it (the dashboard then has none). */
export interface WrittenDashboard {
  id: number;
  slugLeftOut?: string;
}

/** Create or replace a dashboard from a bundle config whose layout and metadata already carry this tenant's ids. */
export async function writeBundleDashboard(
  tenant: string,
  config: DashboardConfig,
  content: { position: Record<string, unknown>; metadata: Record<string, unknown>; chartIds: number[] },
  target: WriteTarget,
): Promise<WrittenDashboard> {
  const { id, base } = await idFor(tenant, 'dashboard', config.uuid, target);
  if (target.id === undefined && base) return { id };
  const previous = base as DashboardRecord | undefined;
  const slug = await slugFor(tenant, config.slug, id, previous);
  const record: DashboardRecord = {
    id,
    uuid: config.uuid,
    dashboard_title: config.dashboard_title,
    slug,
    position_json: JSON.stringify(content.position),
    json_metadata: jsonText(content.metadata),
    css: config.css ?? null,
    published: config.published ?? false,
    certified_by: config.certified_by || null,
    certification_details: config.certification_details || null,
    is_managed_externally: false,
    external_url: null,
    owners: previous?.owners ?? [target.userId],
    roles: previous?.roles ?? [],
    chartIds: content.chartIds,
    created_on: previous?.created_on ?? target.now,
    changed_on: target.now,
    created_by_fk: previous?.created_by_fk ?? target.userId,
    changed_by_fk: target.userId,
    version: (previous?.version ?? 0) + 1,
  };
  await writeDashboard(tenant, record, previous?.version);
  return config.slug && slug === null ? { id, slugLeftOut: config.slug } : { id };
}
