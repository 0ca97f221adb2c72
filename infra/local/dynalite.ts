import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { type TableDefinition, tableDefinitions } from '#functions/lib/tables.ts';

export interface RunningDynalite {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Start dynalite on a loopback port, persisted under `path` (in memory when undefined), in a thread of its own
 * (./dynalite-thread.mjs): what it spends on each call (HTTP, validation, LevelDB) leaves the thread that serves the
 * API and runs the handlers, as DynamoDB's work leaves a Lambda. A failure of the thread is thrown in this one.
 */
export async function startDynalite(path: string | undefined): Promise<RunningDynalite> {
  const thread = new Worker(new URL('./dynalite-thread.mjs', import.meta.url), { workerData: { path } });
  // `once` rejects with the thread's error when it fails before it listens.
  const [{ port }] = (await once(thread, 'message')) as [{ port: number }];
  thread.on('error', (error) => {
    throw error;
  });
  const ended = once(thread, 'exit');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    // dynalite closes its LevelDB store when its HTTP server closes; the thread then ends. Closing again is a no-op.
    close: async () => {
      thread.postMessage('close');
      await ended;
    },
  };
}

function createTableInput(definition: TableDefinition, physicalName: string) {
  const attributes = new Set([
    definition.partitionKey,
    definition.sortKey,
    ...definition.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  return {
    TableName: physicalName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: definition.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: definition.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: definition.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}

/** Create the tables CDK defines (same keys and indexes) unless they exist; physical names from their env vars. */
export async function ensureTables(
  endpoint: string,
  definitions: readonly TableDefinition[] = tableDefinitions,
): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    for (const definition of definitions) {
      const physicalName = process.env[definition.envVar] ?? definition.name;
      try {
        await client.send(new DescribeTableCommand({ TableName: physicalName }));
      } catch (error) {
        if ((error as Error).name !== 'ResourceNotFoundException') throw error;
        await client.send(new CreateTableCommand(createTableInput(definition, physicalName)));
        // A table stays CREATING for a moment even in dynalite; writes before ACTIVE fail as ResourceNotFound.
        await waitUntilTableExists(
          { client, maxWaitTime: 30, minDelay: 0.05, maxDelay: 0.2 },
          { TableName: physicalName },
        );
      }
    }
  } finally {
    client.destroy();
  }
}
