import { resetProcessState } from '#functions/lib/once.ts';
import { mainTable } from '#functions/lib/tables.ts';
import { ensureTables, startDynalite } from '#infra/local/dynalite.ts';

export interface TestDynalite {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * An in-memory dynalite on a loopback port with the main table created, and the environment pointing
 * the handlers' DynamoDB client at it (endpoint, region, dummy credentials, TABLE_NAME).
 * `documentClient()` keeps the first endpoint it sees, so start one per test file, before the first query.
 */
export async function startTestDynalite(): Promise<TestDynalite> {
  const dynalite = await startDynalite(undefined);
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynalite.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    TABLE_NAME: mainTable.name,
  });
  resetProcessState();
  await ensureTables(dynalite.endpoint, [mainTable]);
  return { endpoint: dynalite.endpoint, stop: () => dynalite.close() };
}
