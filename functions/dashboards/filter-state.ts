import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FilterStateBody } from '#shared/api/dashboard.ts';
import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { documentClient, epochSeconds, tableName } from '../lib/dynamo.ts';
import { parseWith } from '../lib/http.ts';
import { readItem } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';
import { newPermalinkKey } from '../lib/permalink-key.ts';
import { loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';

/** How long a filter state lives: Superset's `FILTER_STATE_CACHE_CONFIG` default of 90 days, renewed when read. */
export const FILTER_STATE_TTL_SECONDS = 90 * 24 * 60 * 60;

/** Superset's `TemporaryCacheAccessDeniedError`: only the user who stored an entry may change it. */
const NOT_OWNER_MESSAGE = "You don't have permission to modify the value.";

/** Keys are ours (22 url-safe characters); anything unlike one names no entry. */
const STATE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** One native filter state: Superset's `TemporaryCacheEntry` of a dashboard. */
const FilterStateEntry = z.object({ owner: z.string(), dashboard_id: z.number().int(), value: z.string() });
type FilterStateEntry = z.infer<typeof FilterStateEntry>;

/** What a filter state request names: the caller, the dashboard, the time. */
export interface FilterStateRequest {
  access: CallerAccess;
  idOrSlug: string;
  now: number;
}

async function save(tenant: string, key: string, entry: FilterStateEntry, now: number): Promise<void> {
  const item = {
    ...keys.dashboardFilterState(tenant, key),
    ...entry,
    expiresAt: epochSeconds(now) + FILTER_STATE_TTL_SECONDS,
  };
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** The dashboard (visible to the caller) and the live entry of `rawKey` on it; 404 when either is missing. */
async function loadEntry(request: FilterStateRequest, rawKey: string) {
  const { record } = await loadVisibleDashboard(request.access, request.idOrSlug);
  const entry = STATE_KEY.test(rawKey)
    ? await readItem(FilterStateEntry, keys.dashboardFilterState(request.access.claims.tenant, rawKey))
    : undefined;
  if (!entry || entry.dashboard_id !== record.id) throw new NotFoundError();
  return { record, entry };
}

/** POST /api/v1/dashboard/{pk}/filter_state: store the state as a new `native_filters_key`; 201 `{ key }`. */
export async function createFilterState(request: FilterStateRequest, body: unknown) {
  const { record } = await loadVisibleDashboard(request.access, request.idOrSlug);
  const { value } = parseWith(FilterStateBody, body);
  const key = newPermalinkKey();
  await save(
    request.access.claims.tenant,
    key,
    { owner: request.access.claims.sub, dashboard_id: record.id, value },
    request.now,
  );
  return { key };
}

/** GET /api/v1/dashboard/{pk}/filter_state/{key}: `{ value }`, its lifetime renewed as Superset's. */
export async function getFilterState(request: FilterStateRequest, rawKey: string) {
  const { entry } = await loadEntry(request, rawKey);
  await save(request.access.claims.tenant, rawKey, entry, request.now);
  return { value: entry.value };
}

/** PUT /api/v1/dashboard/{pk}/filter_state/{key}: the owner replaces the state; `{ key }` (403 for another user). */
export async function updateFilterState(request: FilterStateRequest, rawKey: string, body: unknown) {
  const { entry } = await loadEntry(request, rawKey);
  const { value } = parseWith(FilterStateBody, body);
  if (entry.owner !== request.access.claims.sub) throw new ForbiddenError(NOT_OWNER_MESSAGE);
  await save(request.access.claims.tenant, rawKey, { ...entry, value }, request.now);
  return { key: rawKey };
}

/** DELETE /api/v1/dashboard/{pk}/filter_state/{key}: the owner forgets the state. */
export async function deleteFilterState(request: FilterStateRequest, rawKey: string) {
  const { entry } = await loadEntry(request, rawKey);
  if (entry.owner !== request.access.claims.sub) throw new ForbiddenError(NOT_OWNER_MESSAGE);
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.dashboardFilterState(request.access.claims.tenant, rawKey) }),
  );
  return { message: 'Deleted successfully' };
}
