import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { documentClient, tableName } from '../lib/dynamo.ts';
import { readRecentPartition } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';
import { dashboardViewer, loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';
import { readRecentDashboards } from '../lib/records/dashboard-repository.ts';

const FavoriteItem = z.object({ dashboardId: z.number().int() });

/**
 * The ids of the user's favourite dashboards (Superset's FavStar rows of class `Dashboard`), as this warm function read
 * them within seconds (the dashboard page asks on every open; marking or unmarking one here forgets them).
 */
export async function listDashboardFavoriteIds(tenant: string, userId: string): Promise<Set<number>> {
  const items = await readRecentPartition(FavoriteItem, keys.dashboardFavorite(tenant, userId, 1).pk);
  return new Set(items.map((item) => item.dashboardId));
}

/**
 * GET /api/v1/dashboard/favorite_status/?q=!(ids): one `{ id, value }` per id asked, in order, true only for a
 * dashboard the caller sees and favours; 404 when none of the ids names a dashboard the caller sees, as Superset.
 * Only the dashboards asked about are read, and only their charts to judge them (a dashboard page asks about one).
 */
export async function dashboardFavoriteStatus(access: CallerAccess, ids: readonly number[]) {
  const { tenant, sub } = access.claims;
  const [asked, favorites] = await Promise.all([
    readRecentDashboards(tenant, ids),
    listDashboardFavoriteIds(tenant, sub),
  ]);
  const viewer = await dashboardViewer(
    access,
    asked.flatMap((record) => record.chartIds),
  );
  const visible = new Set(asked.filter((record) => viewer.canSee(record)).map((record) => record.id));
  if (visible.size === 0) throw new NotFoundError();
  return { result: ids.map((id) => ({ id, value: visible.has(id) && favorites.has(id) })) };
}

/** POST /api/v1/dashboard/{pk}/favorites/: `{ result: "OK" }` (marking twice converges); 404 for one not seen. */
export async function addDashboardFavorite(access: CallerAccess, id: number, now = new Date()) {
  await loadVisibleDashboard(access, String(id));
  const { tenant, sub } = access.claims;
  const item = { ...keys.dashboardFavorite(tenant, sub, id), dashboardId: id, created_on: now.toISOString() };
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
  return { result: 'OK' };
}

/** DELETE /api/v1/dashboard/{pk}/favorites/: `{ result: "OK" }`, whether or not it was a favourite. */
export async function removeDashboardFavorite(access: CallerAccess, id: number) {
  await loadVisibleDashboard(access, String(id));
  const { tenant, sub } = access.claims;
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.dashboardFavorite(tenant, sub, id) }),
  );
  return { result: 'OK' };
}
