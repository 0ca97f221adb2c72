import type { ItemKey } from './keys.ts';
import { once } from './once.ts';
import { WarmCache } from './warm-cache.ts';

/** A stored item as the document client answers it. */
export type StoredItem = Record<string, unknown>;

/**
 * Seconds a warm function reuses an item it read: the caller's user and roles, a dataset, a database, which every
 * request reads and which change rarely, and what every viewer of a dashboard reads (the dashboard, its charts, the
 * tenant's users and roles to name owners, the viewer's favourites). Any write this process sends to an item forgets it at once (see
 * {@link forgetWrittenItems}), so a change made through the API is seen by the next request of the same process
 * (the local runtime runs every handler in one process). A change made by another function in the cloud (a user
 * deactivated, a role or dataset edited through another Lambda) is seen within this many seconds; that is the bound
 * on staleness across functions, for permissions too.
 */
export const WARM_ITEM_SECONDS = 5;

/** The process's items, by their DynamoDB key; keys begin with the tenant (`T#<tenant>#`), so no entry crosses tenants. */
const warmItems = once(() => new WarmCache());

/** The process's whole partitions (a tenant's users, its roles), by partition key, which begins with the tenant too. */
const warmPartitions = once(() => new WarmCache());

/**
 * Every item of a partition as this process read it within the last {@link WARM_ITEM_SECONDS}, else as `read`
 * answers it now (`fresh` reads it now whatever was kept). A write to any item of the partition forgets it.
 */
export function readWarmPartition(
  pk: string,
  read: () => Promise<StoredItem[]>,
  options: { fresh?: boolean } = {},
): Promise<StoredItem[]> {
  return warmPartitions().get(pk, WARM_ITEM_SECONDS, read, { force: options.fresh ?? false });
}

const idOf = (key: ItemKey): string => `${key.pk}\n${key.sk}`;

/**
 * Items by key, each as read within the last {@link WARM_ITEM_SECONDS} by this process, else read with the others
 * not at hand in one call of `readMissing` (which answers the items it found). An absent item answers undefined, and
 * is remembered as absent for as long. The keys read are exactly those the cache asked to read, gathered before the
 * call is made: a key whose warm life ends while the others are looked up is read with them, never taken for absent.
 */
export function readWarmItems(
  keys: readonly ItemKey[],
  readMissing: (keys: ItemKey[]) => Promise<StoredItem[]>,
): Promise<(StoredItem | undefined)[]> {
  const cache = warmItems();
  const missing: ItemKey[] = [];
  let batch: Promise<StoredItem[]> | undefined;
  const readOne = async (key: ItemKey): Promise<StoredItem | undefined> => {
    missing.push(key);
    // Sent once every key of this call has been looked up (the lookups below run before any awaited step).
    batch ??= Promise.resolve().then(() => readMissing(missing));
    return (await batch).find((item) => item.pk === key.pk && item.sk === key.sk);
  };
  return Promise.all(keys.map((key) => cache.get(idOf(key), WARM_ITEM_SECONDS, () => readOne(key))));
}

/** A write's input as the document client takes it: one item, or a batch's or a transaction's requests. */
interface WriteInput {
  Item?: ItemKey;
  Key?: ItemKey;
  RequestItems?: Record<string, WriteRequest[]>;
  TransactItems?: WriteRequest[];
}
type WriteRequest = Record<string, { Item?: ItemKey; Key?: ItemKey } | undefined>;

/** The keys of the items a write names. */
function writtenKeys(input: WriteInput): ItemKey[] {
  const single = input.Item ?? input.Key;
  if (single) return [single];
  const requests = [...Object.values(input.RequestItems ?? {}).flat(), ...(input.TransactItems ?? [])];
  return requests.flatMap((request) => Object.values(request).flatMap((part) => part?.Item ?? part?.Key ?? []));
}

const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

/**
 * Middleware of the document client: once a write has been answered (or has failed, when it may still have been
 * made), the items it names and the partitions holding them are forgotten, so the next read of them goes to the table. Forgetting after the write
 * also drops a read that started before it and might still answer the old item.
 */
export function forgetWrittenItems<A extends { input: object }, R>(
  next: (args: A) => Promise<R>,
  context: { commandName?: string },
) {
  return async (args: A): Promise<R> => {
    if (!WRITES.has(context.commandName ?? '')) return next(args);
    const written = writtenKeys(args.input as WriteInput);
    try {
      return await next(args);
    } finally {
      for (const key of written) {
        warmItems().forget(idOf(key));
        warmPartitions().forget(key.pk);
      }
    }
  };
}
