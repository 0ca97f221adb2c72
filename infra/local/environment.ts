import { join } from 'node:path';
import { localQueueUrlOf } from './queue/index.ts';
import type { LocalCredentials } from './sigv4/credentials.ts';

export interface LocalEnvironmentInput {
  dataDir: string;
  baseUrl: string;
  dynamoEndpoint: string;
  /** This start's key pair: the local SQS and `@connections` endpoints answer only requests signed with it. */
  credentials: LocalCredentials;
  /** Example Parquet files other than the data folder's own. */
  examplesDir?: string | undefined;
}

/** Where the local runtime keeps each kind of state under the data folder. */
export const dataPaths = (dataDir: string) => ({
  dynamodb: join(dataDir, 'dynamodb'),
  signingKey: join(dataDir, 'keys', 'jwt-es256.pem'),
  blobs: join(dataDir, 'blobs'),
  examples: join(dataDir, 'examples'),
  /** Each tenant's own DuckDB files, under `tenants/<tenant>/`: the only place a tenant's database file may be. */
  tenantFiles: join(dataDir, 'tenants'),
  /** Report e-mails as `.eml` files, when no SMTP server is configured. */
  outbox: join(dataDir, 'outbox'),
});

/**
 * The environment the handlers read (functions/lib/config.ts), pointing the real AWS clients at the local
 * emulators: dynalite for DynamoDB, this process for SQS and the WebSocket `@connections` API.
 */
export function localEnvironment({
  dataDir,
  baseUrl,
  dynamoEndpoint,
  credentials,
  examplesDir,
}: LocalEnvironmentInput): Record<string, string> {
  const paths = dataPaths(dataDir);
  const queueUrl = (queue: string): string => localQueueUrlOf(baseUrl, queue);
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    AWS_ENDPOINT_URL_SQS: `${baseUrl}/_local/sqs`,
    TABLE_NAME: process.env.TABLE_NAME ?? 'skyset',
    QUERY_ENGINE: 'duckdb',
    EXAMPLES_DIR: examplesDir ?? paths.examples,
    BLOB_STORE: 'fs',
    BLOB_DIR: paths.blobs,
    TENANT_FILES_DIR: paths.tenantFiles,
    CHART_QUEUE_URL: queueUrl('chart'),
    SQL_QUEUE_URL: queueUrl('sql'),
    REPORT_QUEUE_URL: queueUrl('report'),
    WS_MANAGEMENT_ENDPOINT: `${baseUrl}/ws`,
    IDENTITY: 'local',
    JWT_KEY_FILE: paths.signingKey,
    WEB_BASE_URL: baseUrl,
    OUTBOX_DIR: paths.outbox,
  };
}
