import { LOG_EVENTS_MAX, type LogEventInput, type LogSource } from '#shared/api/log.ts';
import { authTokens } from '../../core/http/token-store.ts';
import { type BatcherTimers, createEventBatcher } from './event-batcher.ts';
import { sendLogBatch } from './log-transport.ts';

/** Superset's logger waits at most this long before sending what it collected. */
export const LOG_FLUSH_MS = 1000;

/** Event names of Superset's LogUtils that Skyset logs. */
export const LOG_ACTIONS = {
  spaNavigation: 'spa_navigation',
  mountDashboard: 'mount_dashboard',
  mountExplorer: 'mount_explorer',
  loadChart: 'load_chart',
  renderChart: 'render_chart',
  selectDashboardTab: 'select_dashboard_tab',
  sqlLabRunQuery: 'sqllab_run_query',
  exportCsvDashboardChart: 'export_csv_dashboard_chart',
  exportXlsxDashboardChart: 'export_xlsx_dashboard_chart',
  chartDownloadAsImage: 'chart_download_as_image',
} as const;

/** Events measuring how long something took (Superset's LOG_EVENT_TYPE_TIMING): `timing`, the others `user`. */
const TIMING_EVENTS = new Set<string>([
  LOG_ACTIONS.mountDashboard,
  LOG_ACTIONS.loadChart,
  LOG_ACTIONS.renderChart,
  LOG_ACTIONS.spaNavigation,
]);

/** What a caller says about an event: where it happened and what it measured; any other field is kept as sent. */
export interface LogEventData {
  source?: LogSource;
  source_id?: number | string;
  dashboard_id?: number;
  slice_id?: number;
  duration?: number;
  [field: string]: unknown;
}

/** Where events go and how time passes: tests pass fakes. */
export interface UsageLoggerDeps {
  send: (events: LogEventInput[]) => void;
  now: () => number;
  newId: () => string;
  visibility: () => string;
  timers?: BatcherTimers;
}

/** A logger of one page load: one impression id, Superset's `v2` event shape, batched sends. */
export function createUsageLogger(deps: UsageLoggerDeps) {
  const impressionId = deps.newId();
  const batcher = createEventBatcher<LogEventInput>({
    send: deps.send,
    maxEvents: LOG_EVENTS_MAX,
    maxWaitMs: LOG_FLUSH_MS,
    timers: deps.timers,
  });
  function log(eventName: string, data: LogEventData = {}): void {
    const timing = TIMING_EVENTS.has(eventName);
    const kind = timing
      ? { event_type: 'timing' as const }
      : { event_type: 'user' as const, event_id: deps.newId(), visibility: deps.visibility() };
    batcher.add({
      ...data,
      impression_id: impressionId,
      version: 'v2',
      ts: deps.now(),
      event_name: eventName,
      ...kind,
    });
  }
  return { log, flush: batcher.flush, impressionId };
}

const browserLogger = createUsageLogger({
  send: (events) =>
    sendLogBatch(
      { fetch: (input, init) => globalThis.fetch(input, init), accessToken: () => authTokens.read()?.access_token },
      events,
    ),
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
  visibility: () => (typeof document === 'undefined' ? 'visible' : document.visibilityState),
});

// What waits when the page is hidden or left would be lost: send it now (keepalive carries it past unload).
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', browserLogger.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') browserLogger.flush();
  });
}

/** Log one usage event of the signed-in user (Superset's `logEvent`); sent within LOG_FLUSH_MS. */
export const logEvent = browserLogger.log;
