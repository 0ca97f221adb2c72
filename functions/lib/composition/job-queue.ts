import { SQSClient } from '@aws-sdk/client-sqs';
import type { QueueName } from '../../manifest.ts';
import { config } from '../config.ts';
import { SqsJobQueue } from '../adapters/job-queue/sqs-job-queue.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import { once } from '../once.ts';

/** Job queues through the SQS API: AWS in the cloud, the local runtime's SQS endpoint locally (AWS_ENDPOINT_URL_SQS). */
export const jobQueue = once((): JobQueue => {
  const settings = config();
  // A function is given only the queue URLs it may send to; sending elsewhere fails at send time, not here.
  const queueUrls: Partial<Record<QueueName, string>> = {
    ...(settings.CHART_QUEUE_URL ? { chart: settings.CHART_QUEUE_URL } : {}),
    ...(settings.SQL_QUEUE_URL ? { sql: settings.SQL_QUEUE_URL } : {}),
    ...(settings.REPORT_QUEUE_URL ? { report: settings.REPORT_QUEUE_URL } : {}),
  };
  return new SqsJobQueue({ client: new SQSClient({}), queueUrls: queueUrls as Record<QueueName, string> });
});
