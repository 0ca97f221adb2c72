import { type LoadedChart, loadVisibleChart } from '../lib/auth/chart-access.ts';
import type { DashboardSummary } from '../lib/records/dashboard-schema.ts';
import type { ChartRecord } from '../lib/records/chart-schema.ts';
import type { ExploreSlice } from '#shared/api/explore.ts';
import { NotFoundError } from '#shared/errors.ts';
import { chartFormData, descriptionRenderer, type MarkedDown } from '../charts/index.ts';
import { dashboardsByChart } from '../lib/records/dashboard-chart-links.ts';
import { ownerDirectory, type OwnerRef } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { humanizedAgo } from '../lib/humanize.ts';
import { fullName } from '../lib/people.ts';
import type { ChartPort, SavedChartView } from './explore-access.ts';

/** Superset's `Slice.data`, the `slice` of `GET /api/v1/explore/`. */
export function toExploreSlice({ record, source }: LoadedChart, now: Date, markedDown: MarkedDown): ExploreSlice {
  return {
    cache_timeout: record.cache_timeout,
    changed_on: record.changed_on,
    changed_on_humanized: humanizedAgo(record.changed_on, now),
    datasource: source?.dataset.table_name ?? null,
    description: record.description,
    description_markeddown: markedDown(record.description),
    edit_url: `/chart/edit/${record.id}`,
    form_data: chartFormData(record),
    query_context: record.query_context,
    modified: humanizedAgo(record.changed_on, now),
    owners: record.owners,
    slice_id: record.id,
    slice_name: record.slice_name,
    slice_url: `/explore/?slice_id=${record.id}`,
    viz_type: record.viz_type,
    certified_by: record.certified_by,
    certification_details: record.certification_details,
    is_managed_externally: record.is_managed_externally,
  };
}

/** GetExploreCommand's `metadata` of a saved chart: humanized dates and the people's names. */
function metadataOf(
  record: ChartRecord,
  users: ReadonlyMap<number, OwnerRef>,
  dashboards: readonly DashboardSummary[],
  now: Date,
): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    created_on_humanized: humanizedAgo(record.created_on, now),
    changed_on_humanized: humanizedAgo(record.changed_on, now),
    owners: record.owners.map((id) => fullName(users.get(id))),
    dashboards: dashboards.map(({ id, dashboard_title }) => ({ id, dashboard_title })),
  };
  if (record.created_by_fk !== null) metadata.created_by = fullName(users.get(record.created_by_fk));
  if (record.changed_by_fk !== null) metadata.changed_by = fullName(users.get(record.changed_by_fk));
  return metadata;
}

/** The chart port over the charts domain: a chart the caller may see (its ChartFilter), or undefined. */
export function savedCharts(clock: () => Date = () => new Date()): ChartPort {
  return {
    async getChart(access: CallerAccess, id: number): Promise<SavedChartView | undefined> {
      let loaded: LoadedChart;
      try {
        loaded = await loadVisibleChart(access, id);
      } catch (error) {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      }
      const now = clock();
      const [users, dashboards, markedDown] = await Promise.all([
        ownerDirectory(access.claims.tenant),
        dashboardsByChart(access.claims.tenant),
        descriptionRenderer(),
      ]);
      const metadata = metadataOf(loaded.record, users, dashboards.get(id) ?? [], now);
      return { slice: toExploreSlice(loaded, now, markedDown), metadata };
    },
  };
}
