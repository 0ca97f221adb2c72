import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#functions/lib/dynamo.ts';

/** Every item of the table the environment points at, sorted by key: what tests compare before and after a request. */
export async function tableItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort((a, b) => `${a.pk} ${a.sk}`.localeCompare(`${b.pk} ${b.sk}`));
}
