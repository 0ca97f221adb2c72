import { listDashboardRecords } from '../lib/records/dashboard-repository.ts';
import { NotFoundError } from '#shared/errors.ts';
import { listChartRecords } from '../lib/records/chart-repository.ts';
import { dashboardViewer } from '../lib/auth/dashboard-access.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseId } from '../lib/path-ids.ts';
import { loadReadableDataset } from './access.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';

/** A dataset's id from `{pk}`: a canonical id names itself, a uuid the dataset holding it (Superset's `id_or_uuid`). */
async function datasetIdOf(tenant: string, idOrUuid: string): Promise<number> {
  const id = parseId(idOrUuid);
  if (id !== undefined) return id;
  const found = (await listDatasets(tenant)).find((dataset) => dataset.uuid === idOrUuid.toLowerCase());
  if (!found) throw new NotFoundError();
  return found.id;
}

/**
 * GET /api/v1/dataset/{id_or_uuid}/related_objects: the charts on the dataset and the dashboards showing them,
 * those the caller may see, with their counts; 404 for a dataset absent or hidden from the caller.
 */
export async function relatedObjects(access: CallerAccess, idOrUuid: string) {
  const { tenant } = access.claims;
  const { dataset } = await loadReadableDataset(access, await datasetIdOf(tenant, idOrUuid));
  const [charts, dashboards, viewer] = await Promise.all([
    listChartRecords(tenant),
    listDashboardRecords(tenant),
    dashboardViewer(access),
  ]);
  // Every chart on a dataset the caller may read is visible to them (Superset's ChartFilter).
  const onDataset = charts.filter((chart) => chart.datasource_id === dataset.id).sort((a, b) => a.id - b.id);
  const chartIds = new Set(onDataset.map((chart) => chart.id));
  const showing = dashboards
    .filter((dashboard) => dashboard.chartIds.some((id) => chartIds.has(id)) && viewer.canSee(dashboard))
    .sort((a, b) => a.id - b.id);
  return {
    charts: {
      count: onDataset.length,
      result: onDataset.map((chart) => ({ id: chart.id, slice_name: chart.slice_name, viz_type: chart.viz_type })),
    },
    dashboards: {
      count: showing.length,
      result: showing.map((dashboard) => ({
        id: dashboard.id,
        json_metadata: dashboard.json_metadata,
        slug: dashboard.slug,
        title: dashboard.dashboard_title,
      })),
    },
  };
}
