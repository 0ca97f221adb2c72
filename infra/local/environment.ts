import { join } from 'node:path';
import { localQueueUrlOf } from './queue/index.ts';

export interface LocalEnvironmentInput {
  dataDir: string;
  baseUrl: string;
  dynamoEndpoint: string;
}

/** Where the local runtime keeps each kind of state under the data folder. */
export const dataPaths = (dataDir: string) => ({
  dynamodb: join(dataDir, 'dynamodb'),
  signingKey: join(dataDir, 'keys', 'jwt-es256.pem'),
  blobs: join(dataDir, 'blobs'),
  examples: join(dataDir, 'examples'),
});

/**
 * The environment the handlers read (functions/lib/config.ts), pointing the real AWS clients at the local
 * emulators: dynalite for DynamoDB, this process for SQS and the WebSocket `@connections` API.
 */
export function localEnvironment({ dataDir, baseUrl, dynamoEndpoint }: LocalEnvironmentInput): Record<string, string> {
  const paths = dataPaths(dataDir);
  const queueUrl = (queue: string): string => localQueueUrlOf(baseUrl, queue);
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    AWS_ENDPOINT_URL_SQS: `${baseUrl}/_local/sqs`,
    TABLE_NAME: process.env.TABLE_NAME ?? 'skyset',
    QUERY_ENGINE: 'duckdb',
    EXAMPLES_DIR: paths.examples,
    BLOB_STORE: 'fs',
    BLOB_DIR: paths.blobs,
    CHART_QUEUE_URL: queueUrl('chart'),
    SQL_QUEUE_URL: queueUrl('sql'),
    REPORT_QUEUE_URL: queueUrl('report'),
    WS_MANAGEMENT_ENDPOINT: `${baseUrl}/ws`,
    IDENTITY: 'local',
    JWT_KEY_FILE: paths.signingKey,
  };
}
