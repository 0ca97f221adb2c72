import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { appendEvent } from '../../async/index.ts';
import type { JobEnvelope } from '../../lib/job-envelope.ts';
import { pushToChannel } from '../../lib/connections.ts';
import { logger } from '../../lib/logger.ts';
import type { PushChannel } from '../../lib/ports/push.ts';
import { queryUrlOf } from './query-job.ts';

/**
 * Announces an async query's progress on its user's channel: a `running` event pointing at the query (whose
 * record holds the progress), kept for replay and pushed to open sockets. The final event is the worker's.
 */
export async function announceProgress(job: JobEnvelope, record: QueryRecord, push: PushChannel): Promise<void> {
  const event = await appendEvent(job.tenant, {
    channel_id: job.channel_id,
    job_id: job.job_id,
    user_id: job.user_id,
    status: 'running',
    errors: [],
    result_url: queryUrlOf(record),
  });
  await pushToChannel(push, job.tenant, job.channel_id, event).catch((error: unknown) =>
    logger.warn('progress push failed; the client will poll', { jobId: job.job_id, error: error as Error }),
  );
}
