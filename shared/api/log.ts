import * as z from 'zod';

/**
 * Schemas of Superset's usage log: the events the web app's logger posts to `POST /superset/log/?explode=events`
 * (the shape of Superset's logger middleware, version `v2`) and the answer of `GET /api/v1/log/recent_activity/`.
 * Shared by the handler, the web app's logger and Recents, and the tests.
 */

/** Most events one call may carry: the web logger flushes at this many (Superset's `MAX_EVENTS_PER_REQUEST`). */
export const LOG_EVENTS_MAX = 1024;

/** Longest event name, source and ids kept; longer text is a client bug, refused rather than cut. */
const LOG_TEXT_MAX_LENGTH = 256;

/** The screens an event comes from, as Superset's middleware names them. */
export const LogSource = z.enum(['dashboard', 'explore', 'slice', 'sqlLab', 'home', 'page']);
export type LogSource = z.infer<typeof LogSource>;

const logText = z.string().max(LOG_TEXT_MAX_LENGTH);
const objectId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * One event as the client sends it. Superset's event carries free-form fields beside these (chart ids, row counts,
 * viewport size); they are kept as sent, bounded by the request size.
 */
export const LogEventInput = z.looseObject({
  event_name: logText.min(1),
  version: z.literal('v2').optional(),
  impression_id: logText.optional(),
  source: LogSource.optional(),
  source_id: z.union([objectId, logText]).optional(),
  dashboard_id: objectId.optional(),
  slice_id: objectId.optional(),
  /** When the event happened, epoch milliseconds. */
  ts: z.number().nonnegative().optional(),
  /** How long the measured thing took, milliseconds (timing events). */
  duration: z.number().nonnegative().optional(),
  start_offset: z.number().nonnegative().optional(),
  event_type: z.enum(['user', 'timing']).optional(),
  event_id: logText.optional(),
  trigger_event: logText.optional(),
});
export type LogEventInput = z.infer<typeof LogEventInput>;

/** What one call carries: between one and LOG_EVENTS_MAX events. */
export const LogEventBatch = z.array(LogEventInput).min(1).max(LOG_EVENTS_MAX);

/** The event names that mark opening an object, and so feed Recents (Superset's `dashboard` and `explore` actions). */
export const LOG_VIEW_EVENTS = { mount_dashboard: 'dashboard', mount_explorer: 'explore' } as const;

/**
 * `?q=` of `GET /api/v1/log/recent_activity/` (Superset's `get_recent_activity_schema`). Answers are always distinct
 * objects, Superset's default; its `distinct:!f` (every view, repeats included) is refused as an unknown field.
 */
export const RecentActivityQuery = z.strictObject({
  page: z.number().int().min(0).max(10_000).default(0),
  page_size: z.number().int().min(1).max(100).default(10),
  actions: z
    .array(z.enum(['dashboard', 'explore']))
    .min(1)
    .optional(),
});
export type RecentActivityQuery = z.infer<typeof RecentActivityQuery>;

/** One object the user opened, most recent first (Superset's `RecentActivitySchema`). */
export const RecentActivityItem = z.object({
  action: z.string(),
  item_type: z.enum(['dashboard', 'slice']),
  item_url: z.string(),
  item_title: z.string(),
  /** When it was last opened, epoch milliseconds. */
  time: z.number(),
  time_delta_humanized: z.string(),
});
export type RecentActivityItem = z.infer<typeof RecentActivityItem>;

export const RecentActivityResponse = z.object({ result: z.array(RecentActivityItem) });
export type RecentActivityResponse = z.infer<typeof RecentActivityResponse>;
