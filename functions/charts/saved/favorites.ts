import { NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { loadVisibleChart } from './access.ts';
import { addChartFavorite, listChartFavoriteIds, removeChartFavorite } from './repository.ts';

/** Whether the caller sees the chart (absent and hidden alike answer false). */
async function isVisible(access: CallerAccess, id: number): Promise<boolean> {
  try {
    await loadVisibleChart(access, id);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

/**
 * GET /api/v1/chart/favorite_status/?q=!(ids): one `{ id, value }` per id asked, in order, true only for a chart
 * the caller sees and favours; 404 when none of the ids names a chart the caller sees, as Superset answers.
 */
export async function favoriteStatus(access: CallerAccess, ids: readonly number[]) {
  const visible = await Promise.all(ids.map((id) => isVisible(access, id)));
  if (!visible.some(Boolean)) throw new NotFoundError();
  const favorites = await listChartFavoriteIds(access.claims.tenant, access.claims.sub);
  return { result: ids.map((id, index) => ({ id, value: visible[index] === true && favorites.has(id) })) };
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
