import { sqlLabPorts } from '../lib/composition/sqllab-ports.ts';
import { SQL_QUERY_JOB, sqlQueryDeferred, sqlQueryProcessor } from '../sqllab/index.ts';
import { jobWorkerPorts } from '../lib/composition/job-worker-ports.ts';
import { createJobWorker } from './job-runner.ts';

/**
 * Consumer of the sql queue: `sqllab_query` jobs (SQL Lab queries run asynchronously), each in one of its tenant's
 * async slots; a job whose tenant has none free waits on the queue, its query still `pending`. A job of any other
 * kind ends with an ASYNC_WORKERS_ERROR event instead of hanging.
 */
export const handler = createJobWorker('sql', { [SQL_QUERY_JOB]: sqlQueryProcessor(sqlLabPorts) }, jobWorkerPorts, {
  tenantSlotLane: 'async',
  onDeferred: sqlQueryDeferred,
});
