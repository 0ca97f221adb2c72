import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { queueConsumers } from '#functions/manifest.ts';
import { loadHandler } from './http/handler-loader.ts';
import { lambdaContext } from './http/lambda-context.ts';
import type { SQSBatchResponse } from 'aws-lambda';
import { createSqsEndpoint, LocalQueueBroker } from './queue/index.ts';
import type { LocalCredentials } from './sigv4/credentials.ts';

export interface LocalJobQueues {
  /** The SQS JSON endpoint; false when the request is not for it. */
  endpoint: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
  /** Stop delivering and wait for running consumers; undelivered messages stay on disk. */
  stop(): Promise<void>;
}

export interface JobQueuesOptions {
  dataDir: string;
  baseUrl: string;
  /** The credentials the runtime gave its handlers; the SQS endpoint answers only requests signed with them. */
  credentials: LocalCredentials;
  log: (line: string) => void;
}

/** The manifest's queues with SQS semantics, each delivering to its consumer handler as Lambda's event source mapping does. */
export async function startJobQueues(options: JobQueuesOptions): Promise<LocalJobQueues> {
  const broker = new LocalQueueBroker({
    dataDir: options.dataDir,
    consumers: queueConsumers,
    invoke: async (consumer, event) => {
      const handler = await loadHandler(consumer.handler);
      const context = lambdaContext(
        `skyset-${consumer.queue}-worker`,
        randomUUID(),
        consumer.functionTimeoutSeconds * 1000,
      );
      return (await handler(event, context)) as SQSBatchResponse | undefined;
    },
  });
  await broker.start();
  return {
    endpoint: createSqsEndpoint(broker, { baseUrl: options.baseUrl, credentials: options.credentials }),
    stop: async () => {
      const { drained } = await broker.stop({ drain: true });
      if (!drained)
        options.log('job queues: some consumers were still running at shutdown; their messages will be redelivered');
    },
  };
}
