import { createJobWorker } from './worker.ts';

/**
 * Consumer of the report queue. Job kinds register their processors here as their features land;
 * until then a job of any kind ends with an ASYNC_WORKERS_ERROR event instead of hanging.
 */
export const handler = createJobWorker('report', {});
