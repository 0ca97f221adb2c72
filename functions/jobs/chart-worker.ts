import { CHART_DATA_JOB } from '../charts/async/job.ts';
import { chartDataProcessor } from '../charts/async/processor.ts';
import { createJobWorker } from './worker.ts';

/**
 * Consumer of the chart queue: `chart_data` jobs (chart data requests run asynchronously), each in one of its
 * tenant's async slots; a job whose tenant has none free waits on the queue. A job of any other kind ends with an
 * ASYNC_WORKERS_ERROR event instead of hanging.
 */
export const handler = createJobWorker('chart', { [CHART_DATA_JOB]: chartDataProcessor() }, { takesTenantSlot: true });
