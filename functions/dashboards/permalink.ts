import * as z from 'zod';
import { DashboardPermalinkState } from '#shared/api/dashboard.ts';
import { NotFoundError, ValidationError } from '#shared/errors.ts';
import { longerThan, utf8Length } from '#shared/limits.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseWith } from '../lib/http.ts';
import { newPermalinkKey, parsePermalinkKey } from '../lib/permalink-key.ts';
import { insertPermalink, readPermalink } from '../sqllab/index.ts';
import { loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';

/** The permalink resource name that keeps dashboard links apart from SQL Lab and Explore links of one key space. */
const RESOURCE = 'dashboard';

/** Largest state a link keeps: a data mask of many filters with long value lists stays well below it. */
const STATE_MAX_BYTES = 256 * 1024;

/** What a dashboard permalink stores: Superset's `DashboardPermalinkValue`. */
const DashboardPermalinkValue = z.object({ dashboardId: z.string(), state: z.record(z.string(), z.unknown()) });

/**
 * POST /api/v1/dashboard/{pk}/permalink: the state (data mask, active tabs, anchor, URL parameters) of a dashboard
 * the caller sees, kept forever under a new key; 201 `{ key, url }` with Superset's `/superset/dashboard/p/<key>/`.
 */
export async function createDashboardPermalink(
  access: CallerAccess,
  idOrSlug: string,
  body: unknown,
  origin: string,
  now = new Date(),
) {
  const state = parseWith(DashboardPermalinkState, body);
  if (utf8Length(JSON.stringify(state)) > STATE_MAX_BYTES)
    throw new ValidationError({ dataMask: [longerThan(STATE_MAX_BYTES)] });
  const { record } = await loadVisibleDashboard(access, idOrSlug);
  const value = { dashboardId: String(record.id), state };
  const item = { resource: RESOURCE, state: value, created_by: access.claims.sub, created_on: now.toISOString() };
  let key = newPermalinkKey();
  // 128 random bits do not collide in practice; the conditional write makes sure no link is ever overwritten.
  while (!(await insertPermalink(access.claims.tenant, key, item))) key = newPermalinkKey();
  return { key, url: `${origin}/superset/dashboard/p/${key}/` };
}

/**
 * GET /api/v1/dashboard/permalink/{key}: `{ dashboardId, state }`; 404 for an unknown key, or one whose dashboard
 * is gone or hidden from the caller (the link then shows nothing of it).
 */
export async function getDashboardPermalink(access: CallerAccess, rawKey: string) {
  const stored = await readPermalink(access.claims.tenant, parsePermalinkKey(rawKey));
  const value = stored?.resource === RESOURCE ? DashboardPermalinkValue.safeParse(stored.state) : undefined;
  if (!value?.success) throw new NotFoundError();
  await loadVisibleDashboard(access, value.data.dashboardId);
  return value.data;
}
