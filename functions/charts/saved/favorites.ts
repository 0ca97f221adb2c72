import { NotFoundError } from '#shared/errors.ts';
import { listDatabases } from '../../lib/records/database-repository.ts';
import { listDatasets } from '../../lib/records/dataset-repository.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { canSeeChart, loadVisibleChart } from '../../lib/auth/chart-access.ts';
import {
  addChartFavorite,
  listChartFavoriteIds,
  listChartRecords,
  removeChartFavorite,
} from '../../lib/records/chart-repository.ts';

/** The ids among `ids` of charts the caller sees (absent and hidden alike left out), in a fixed number of reads. */
async function visibleIds(access: CallerAccess, ids: readonly number[]): Promise<Set<number>> {
  const { tenant } = access.claims;
  const [charts, datasets, databases] = await Promise.all([
    listChartRecords(tenant),
    listDatasets(tenant),
    listDatabases(tenant),
  ]);
  const wanted = new Set(ids);
  const datasetById = new Map(datasets.map((dataset) => [dataset.id, dataset]));
  const databaseById = new Map(databases.map((database) => [database.id, database]));
  const visible = charts.filter((chart) => {
    if (!wanted.has(chart.id)) return false;
    const dataset = datasetById.get(chart.datasource_id);
    const database = dataset && databaseById.get(dataset.database_id);
    return canSeeChart(access, dataset && database ? { dataset, database } : undefined);
  });
  return new Set(visible.map((chart) => chart.id));
}

/**
 * GET /api/v1/chart/favorite_status/?q=!(ids): one `{ id, value }` per id asked, in order, true only for a chart
 * the caller sees and favours; 404 when none of the ids names a chart the caller sees, as Superset answers.
 */
export async function favoriteStatus(access: CallerAccess, ids: readonly number[]) {
  const [visible, favorites] = await Promise.all([
    visibleIds(access, ids),
    listChartFavoriteIds(access.claims.tenant, access.claims.sub),
  ]);
  if (visible.size === 0) throw new NotFoundError();
  return { result: ids.map((id) => ({ id, value: visible.has(id) && favorites.has(id) })) };
}

/** POST /api/v1/chart/{pk}/favorites/: `{ result: "OK" }`; 404 for a chart the caller does not see. */
export async function addFavorite(access: CallerAccess, id: number, now = new Date()) {
  await loadVisibleChart(access, id);
  await addChartFavorite(access.claims.tenant, access.claims.sub, id, now);
  return { result: 'OK' };
}

/** DELETE /api/v1/chart/{pk}/favorites/: `{ result: "OK" }`, whether or not it was a favourite. */
export async function removeFavorite(access: CallerAccess, id: number) {
  await loadVisibleChart(access, id);
  await removeChartFavorite(access.claims.tenant, access.claims.sub, id);
  return { result: 'OK' };
}
