import { CHART_DATA_JOB } from '../charts/async/job.ts';
import { chartDataProcessor } from '../charts/async/processor.ts';
import { createJobWorker } from './worker.ts';

/**
 * Consumer of the chart queue: `chart_data` jobs (chart data requests run asynchronously). A job of any other
 * kind ends with an ASYNC_WORKERS_ERROR event instead of hanging.
 */
export const handler = createJobWorker('chart', { [CHART_DATA_JOB]: chartDataProcessor() });
