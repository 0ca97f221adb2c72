import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { paginateScan, BatchWriteItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { type TableDefinition, tableDefinitions } from '#functions/lib/tables.ts';

/**
 * Emulates DynamoDB's TTL service, which dynalite lacks: deletes items whose TTL attribute has passed.
 * Reads already ignore expired items (AWS deletes lazily too); this only keeps the local store from growing.
 */
export class TtlSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly client: DynamoDBClient,
    private readonly definitions: readonly TableDefinition[] = tableDefinitions,
  ) {}

  /** Sweep now, then every `intervalMs`. */
  start(intervalMs: number): void {
    const tick = (): void => {
      this.running = this.sweep().finally(() => (this.running = undefined));
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Delete every expired item once; returns how many. */
  async sweep(nowSeconds = Math.floor(Date.now() / 1000)): Promise<number> {
    let deleted = 0;
    for (const definition of this.definitions) {
      const table = process.env[definition.envVar] ?? definition.name;
      const pages = paginateScan(
        { client: this.client },
        {
          TableName: table,
          FilterExpression: '#ttl <= :now',
          ExpressionAttributeNames: {
            '#ttl': definition.ttlAttribute,
            '#pk': definition.partitionKey,
            '#sk': definition.sortKey,
          },
          ExpressionAttributeValues: { ':now': { N: String(nowSeconds) } },
          ProjectionExpression: '#pk, #sk',
        },
      );
      for await (const page of pages) deleted += await this.deleteKeys(table, page.Items ?? []);
    }
    return deleted;
  }

  private async deleteKeys(table: string, items: Record<string, AttributeValue>[]): Promise<number> {
    for (let start = 0; start < items.length; start += 25) {
      const chunk = items.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
      await this.client.send(new BatchWriteItemCommand({ RequestItems: { [table]: chunk } }));
    }
    return items.length;
  }
}
