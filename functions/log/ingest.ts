import { LOG_VIEW_EVENTS, type LogEventInput } from '#shared/api/log.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { type LogEventRecord, recordRecentView, type RecentViewRecord, writeLogEvents } from './repository.ts';

/** `dashboard_id` and `slice_id` the request's query string names for every event of the call (Superset's first-class params). */
export interface LogRequestIds {
  dashboard_id?: number | undefined;
  slice_id?: number | undefined;
}

const asId = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
};

/** The query string's ids; anything but digits is ignored, as Superset reads them leniently. */
export const requestIds = (query: Record<string, string>): LogRequestIds => ({
  dashboard_id: asId(query.dashboard_id),
  slice_id: asId(query.slice_id),
});

/** The dashboard or chart an event is about: its own fields first, then its source's id, then the request's. */
function objectIds(event: LogEventInput, fromRequest: LogRequestIds) {
  const sourceId = asId(event.source_id);
  const dashboardId =
    event.dashboard_id ?? (event.source === 'dashboard' ? sourceId : undefined) ?? fromRequest.dashboard_id;
  const isChartSource = event.source === 'explore' || event.source === 'slice';
  const sliceId = event.slice_id ?? (isChartSource ? sourceId : undefined) ?? fromRequest.slice_id;
  return { dashboard_id: dashboardId ?? null, slice_id: sliceId ?? null };
}

function toRecord(
  event: LogEventInput,
  user: { id: number | null; username: string },
  fromRequest: LogRequestIds,
  now: number,
): LogEventRecord {
  return {
    user_id: user.id,
    username: user.username,
    received_at: now,
    event_name: event.event_name,
    version: event.version ?? 'v2',
    impression_id: event.impression_id ?? null,
    source: event.source ?? null,
    source_id: event.source_id === undefined ? null : String(event.source_id),
    ...objectIds(event, fromRequest),
    ts: event.ts ?? null,
    duration_ms: event.duration ?? null,
    json: JSON.stringify(event),
  };
}

/** The latest opening of each object in a batch; a client clock ahead of the server's counts as now. */
function latestViews(records: readonly LogEventRecord[], now: number): RecentViewRecord[] {
  const latest = new Map<string, RecentViewRecord>();
  for (const record of records) {
    const action = LOG_VIEW_EVENTS[record.event_name as keyof typeof LOG_VIEW_EVENTS];
    const target = action === 'dashboard' ? record.dashboard_id : action === 'explore' ? record.slice_id : null;
    if (!action || target === null) continue;
    const view: RecentViewRecord = {
      item_type: action === 'dashboard' ? 'dashboard' : 'slice',
      item_id: target,
      action,
      viewed_at: Math.min(record.ts ?? now, now),
    };
    const key = `${view.item_type}#${view.item_id}`;
    if ((latest.get(key)?.viewed_at ?? -1) < view.viewed_at) latest.set(key, view);
  }
  return [...latest.values()];
}

/** `POST /superset/log/?explode=events`: store each event of the caller, and their openings of dashboards and charts for Recents. */
export async function ingestLogEvents(
  access: CallerAccess,
  events: readonly LogEventInput[],
  fromRequest: LogRequestIds,
  now = Date.now(),
): Promise<void> {
  const { tenant, sub, username } = access.claims;
  // A guest of an embedded dashboard has no user record: its events name no user id, as Superset logs them.
  const user = { id: access.guest ? null : await callerUserId(access), username };
  const records = events.map((event) => toRecord(event, user, fromRequest, now));
  await writeLogEvents(tenant, sub, records);
  await Promise.all(latestViews(records, now).map((view) => recordRecentView(tenant, sub, view)));
}
