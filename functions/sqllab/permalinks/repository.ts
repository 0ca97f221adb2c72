import * as z from 'zod';
import { insertIfAbsent } from '../../lib/dynamo.ts';
import { readItem } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';

/** A stored permalink; `resource` keeps SQL Lab, Explore and dashboard links of one key space apart. */
export const PermalinkItem = z.object({ resource: z.string(), state: z.record(z.string(), z.unknown()) });
export type PermalinkItem = z.infer<typeof PermalinkItem>;

/** Store a link under a new key; false when the key is taken (a link is never overwritten). */
export function insertPermalink(
  tenant: string,
  key: string,
  item: PermalinkItem & Record<string, unknown>,
): Promise<boolean> {
  return insertIfAbsent({ ...keys.permalink(tenant, key), ...item });
}

/** The link stored under a key, or undefined when there is none or it is not a permalink. */
export async function readPermalink(tenant: string, key: string): Promise<PermalinkItem | undefined> {
  const parsed = PermalinkItem.safeParse(await readItem(z.unknown(), keys.permalink(tenant, key)));
  return parsed.success ? parsed.data : undefined;
}
