import { BatchGetCommand, GetCommand, paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '#shared/errors.ts';
import type * as z from 'zod';
import { deepFrozen } from './deep-frozen.ts';
import { documentClient, isExpired, tableName, writeIf } from './dynamo.ts';
import type { ItemKey } from './keys.ts';
import { once } from './once.ts';
import { readWarmItems, readWarmPartition, type StoredItem } from './warm-items.ts';

/** How many times keys DynamoDB left unprocessed (throttled) are asked for again before the read fails. */
const UNPROCESSED_RETRIES = 5;

/**
 * Items by key in one round trip (GetItem, or BatchGetItem for up to 100 keys), consistently read; absent ones are not
 * answered. Keys a batch leaves unprocessed are asked for again: an answer never takes a throttled item for an absent one.
 */
async function readBatch(keys: ItemKey[]): Promise<StoredItem[]> {
  const table = tableName();
  if (keys.length === 1) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: table, Key: keys[0], ConsistentRead: true }),
    );
    return Item ? [Item] : [];
  }
  const found: StoredItem[] = [];
  let pending = keys;
  for (let round = 0; pending.length > 0; round += 1) {
    if (round > UNPROCESSED_RETRIES) throw new Error(`${pending.length} items left unprocessed`);
    const { Responses, UnprocessedKeys } = await documentClient().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
    );
    found.push(...(Responses?.[table] ?? []));
    pending = (UnprocessedKeys?.[table]?.Keys ?? []) as ItemKey[];
  }
  return found;
}

/** One item read and parsed with its schema; undefined when absent or expired. */
export async function readItem<T extends z.ZodType>(schema: T, key: ItemKey): Promise<z.infer<T> | undefined> {
  const [item] = await readBatch([key]);
  return item === undefined || isExpired(item) ? undefined : schema.parse(item);
}

/** The most keys one BatchGetItem may ask for. */
const BATCH_KEYS = 100;

/** Items by key, any number of keys: one round trip per 100, all at once. */
async function readBatches(keys: ItemKey[]): Promise<StoredItem[]> {
  if (keys.length <= BATCH_KEYS) return readBatch(keys);
  const batches = Array.from({ length: Math.ceil(keys.length / BATCH_KEYS) }, (_, index) =>
    keys.slice(index * BATCH_KEYS, (index + 1) * BATCH_KEYS),
  );
  return (await Promise.all(batches.map(readBatch))).flat();
}

const idOf = (key: ItemKey): string => `${key.pk}\n${key.sk}`;

/**
 * Items by key (each once), consistently read in as few round trips as DynamoDB allows, parsed with their schema, in
 * the order of `keys`; absent and expired ones are left out. What reads a known handful of a large partition (a
 * dashboard's charts among all of its tenant's) reads that handful, not the partition.
 */
export async function readItems<T extends z.ZodType>(schema: T, keys: readonly ItemKey[]): Promise<z.infer<T>[]> {
  const unique = [...new Map(keys.map((key) => [idOf(key), key])).values()];
  if (unique.length === 0) return [];
  const found = new Map((await readBatches(unique)).map((item) => [idOf(item as unknown as ItemKey), item]));
  return unique.flatMap((key) => {
    const item = found.get(idOf(key));
    return item === undefined || isExpired(item) ? [] : [schema.parse(item) as z.infer<T>];
  });
}

/**
 * Items that every request reads (the caller's user and roles, a dataset, a database), each as this warm process
 * read it within the last few seconds or else all of those not at hand in one round trip; undefined for an absent
 * or expired one. What bounds their staleness is said in functions/lib/warm-items.ts. Parse each with
 * {@link parseRecentItem}.
 */
export async function readRecentItems(keys: readonly ItemKey[]): Promise<(StoredItem | undefined)[]> {
  const items = await readWarmItems(keys, readBatches);
  return items.map((item) => (item && !isExpired(item) ? item : undefined));
}

/** The records parsed from warm items, by item and schema: they live as long as the warm item does. */
const parsedItems = once(() => new WeakMap<StoredItem, WeakMap<z.ZodType, unknown>>());

/**
 * An item {@link readRecentItems} answered, parsed with `schema` once while this process keeps the item: every request
 * reading it within seconds gets the same record, read-only (a write to it throws).
 */
export function parseRecentItem<T extends z.ZodType>(schema: T, item: StoredItem): z.infer<T> {
  let bySchema = parsedItems().get(item);
  if (!bySchema) parsedItems().set(item, (bySchema = new WeakMap()));
  if (!bySchema.has(schema)) bySchema.set(schema, deepFrozen(schema.parse(item)));
  return bySchema.get(schema) as z.infer<T>;
}

/** Items through {@link readRecentItems}, parsed with {@link parseRecentItem}, in the order of `keys`; absent ones left out. */
export async function readRecentItemsOf<T extends z.ZodType>(
  schema: T,
  keys: readonly ItemKey[],
): Promise<z.infer<T>[]> {
  if (keys.length === 0) return [];
  return (await readRecentItems(keys)).flatMap((item) => (item === undefined ? [] : [parseRecentItem(schema, item)]));
}

/** One item through {@link readRecentItems}, parsed with {@link parseRecentItem}; undefined when absent or expired. */
export async function readRecentItem<T extends z.ZodType>(schema: T, key: ItemKey): Promise<z.infer<T> | undefined> {
  const [item] = await readRecentItems([key]);
  return item === undefined ? undefined : parseRecentItem(schema, item);
}

/** Every item of one partition as stored, in sort key order. */
async function partitionItems(pk: string): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  const pages = paginateQuery(
    { client: documentClient() },
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
  );
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}

/** Every live item of one partition, parsed with its schema, in sort key order. */
export async function readPartition<T extends z.ZodType>(schema: T, pk: string): Promise<z.infer<T>[]> {
  return (await partitionItems(pk)).flatMap((item) => (isExpired(item) ? [] : [schema.parse(item) as z.infer<T>]));
}

/**
 * {@link readPartition} for small partitions that many requests read to name things (a tenant's users, its roles):
 * as this warm process read it within seconds, each record parsed once and read-only (see
 * {@link parseRecentItem}); `fresh` reads it now (what a write checks against, when the kept one lacks it).
 */
export async function readRecentPartition<T extends z.ZodType>(
  schema: T,
  pk: string,
  options: { fresh?: boolean } = {},
): Promise<z.infer<T>[]> {
  const items = await readWarmPartition(pk, () => partitionItems(pk), options);
  return items.flatMap((item) => (isExpired(item) ? [] : [parseRecentItem(schema, item)]));
}

/**
 * Store a versioned record under `key`: a new one (`previousVersion` undefined) only if the key is free, an edit only
 * if nobody wrote it since it was read (optimistic `version`), so concurrent saves never silently overwrite each
 * other. 409 with `conflict` (naming the kind of thing) when someone did.
 */
export async function writeVersioned(
  key: ItemKey,
  record: { version: number },
  previousVersion: number | undefined,
  conflict: string,
): Promise<void> {
  const isNew = previousVersion === undefined;
  const written = await writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, ...record },
      ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'version = :previous',
      ExpressionAttributeValues: isNew ? undefined : { ':previous': previousVersion },
    }),
  );
  if (!written) throw new ConflictError(conflict);
}
