/**
 * The public face of the async domain: the only file other domains import from it (eslint.config.js).
 * The async event channel (`/api/v1/async_event/`): the per-user event log that chart and SQL jobs append to
 * and the WebSocket relay reads.
 */
export { appendEvent, listEventsAfter } from './event-log.ts';
export { AsyncEventQuery } from './schema.ts';
export { channelOf } from './service.ts';
