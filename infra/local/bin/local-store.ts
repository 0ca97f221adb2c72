import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { resetProcessState } from '#functions/lib/once.ts';
import { ensureTables, startDynalite } from '../dynalite.ts';
import { readDynamoEndpoint } from '../dynamo-endpoint-file.ts';
import { dataPaths } from '../environment.ts';

export interface LocalStore {
  close(): Promise<void>;
}

async function answers(endpoint: string): Promise<boolean> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new ListTablesCommand({}));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

interface LevelStore {
  open(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Whether another process holds the folder's store: LevelDB locks it while open, and dynalite, opening it anyway,
 * crashes at the first request. Probed with dynalite's own `level`, opened and closed at once.
 */
async function isLocked(path: string): Promise<boolean> {
  const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const { Level } = fromDynalite('level') as { Level: new (location: string) => LevelStore };
  const store = new Level(path);
  try {
    await store.open();
    await store.close();
    return false;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'LEVEL_LOCKED') return true;
    throw error;
  }
}

/** Point this process's DynamoDB client (functions/lib/dynamo.ts) at `endpoint`, as the runtime does for its handlers. */
function useEndpoint(endpoint: string): void {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: process.env.TABLE_NAME ?? 'skyset',
  });
  resetProcessState();
}

/**
 * The local runtime's DynamoDB, wherever it is: through the dynalite of the runtime running on `dataDir` (which
 * holds the store's lock), or a dynalite of this process opened on the folder when none runs. Either way the writes
 * land in `<dataDir>/dynamodb`, and the tables exist.
 */
export async function openLocalStore(dataDir: string): Promise<LocalStore> {
  const recorded = await readDynamoEndpoint(dataDir);
  if (recorded && (await answers(recorded))) {
    useEndpoint(recorded);
    return { close: async () => resetProcessState() };
  }
  const path = dataPaths(dataDir).dynamodb;
  await mkdir(path, { recursive: true });
  if (await isLocked(path)) {
    throw new Error(
      `${path} is in use by another process that recorded no endpoint (a local runtime of an older version?): stop it and try again`,
    );
  }
  const dynalite = await startDynalite(path);
  useEndpoint(dynalite.endpoint);
  await ensureTables(dynalite.endpoint).catch(async (error: unknown) => {
    await dynalite.close();
    throw error;
  });
  return { close: () => dynalite.close() };
}
