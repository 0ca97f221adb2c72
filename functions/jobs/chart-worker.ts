import { CHART_DATA_JOB, chartDataProcessor } from '../charts/index.ts';
import { chartPorts } from '../lib/composition/chart-ports.ts';
import { jobWorkerPorts } from '../lib/composition/job-worker-ports.ts';
import { createJobWorker } from './job-runner.ts';

/**
 * Consumer of the chart queue: `chart_data` jobs (chart data requests run asynchronously). Someone waits for each
 * chart, as for a chart answered in its request, so each job takes one of its tenant's sync slots; a job whose tenant
 * has none free waits on the queue a second or two. A job of any other kind ends with an ASYNC_WORKERS_ERROR event
 * instead of hanging.
 */
export const handler = createJobWorker('chart', { [CHART_DATA_JOB]: chartDataProcessor(chartPorts) }, jobWorkerPorts, {
  tenantSlotLane: 'sync',
});
