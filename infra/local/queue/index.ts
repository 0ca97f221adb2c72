/** The local runtime's queue: a broker with SQS semantics and its SQS JSON 1.0 endpoint. */
import { SQS_PATH_PREFIX } from './sqs-endpoint.ts';
import { LOCAL_ACCOUNT_ID } from './types.ts';

export { systemClock, type QueueClock, type QueueTimer } from './clock.ts';
export { LocalQueueBroker, UnknownQueueError, type QueueDescription } from './broker.ts';
export {
  createSqsEndpoint,
  SQS_PATH_PREFIX,
  type NodeRequestHandler,
  type SqsEndpointOptions,
} from './sqs-endpoint.ts';
export {
  dlqNameOf,
  LOCAL_ACCOUNT_ID,
  queueArnOf,
  type InvokeConsumer,
  type LocalQueueBrokerOptions,
  type QueueMessageAttribute,
  type QueueSendInput,
  type QueueStats,
  type StoredMessage,
} from './types.ts';

/** The URL of a local queue as the endpoint serves it, for the env vars CHART_QUEUE_URL and friends. */
export const localQueueUrlOf = (baseUrl: string, queue: string): string =>
  `${baseUrl.replace(/\/+$/, '')}${SQS_PATH_PREFIX}/${LOCAL_ACCOUNT_ID}/${queue}`;
