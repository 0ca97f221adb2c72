/** Usage logging: Superset's client logger, batching events to `POST /superset/log/`. */
export { LOG_ACTIONS, type LogEventData, logEvent } from './usage-logger.ts';
export { useLogOnce } from './use-log-once.ts';
export { useLogNavigation } from './use-log-navigation.ts';
