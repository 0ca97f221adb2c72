import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, epochSeconds, tableName } from '../lib/dynamo.ts';
import { readItem } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';

/** How long a cached form data entry lives: Superset's `EXPLORE_FORM_DATA_CACHE_CONFIG` default of 7 days. */
export const FORM_DATA_TTL_SECONDS = 7 * 24 * 60 * 60;

/** One cached form data entry: Superset's `TemporaryExploreState`. */
export const FormDataEntry = z.object({
  owner: z.string(),
  datasource_id: z.number().int(),
  datasource_type: z.string(),
  chart_id: z.number().int().nullable(),
  form_data: z.string(),
});
export type FormDataEntry = z.infer<typeof FormDataEntry>;

/** Where one user's tab last stored form data for a datasource and chart (Superset's contextual key). */
export interface FormDataContext {
  userId: string;
  tabId: number;
  datasourceId: number;
  datasourceType: string;
  chartId: number | null;
}

const contextSortKey = (context: FormDataContext): string =>
  `TAB#${context.tabId}#${context.datasourceType}#${context.datasourceId}#${context.chartId ?? ''}`;

const contextKey = (tenant: string, context: FormDataContext) =>
  keys.exploreFormDataContext(tenant, context.userId, contextSortKey(context));

async function put(item: Record<string, unknown>): Promise<void> {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** The live entry of a key, or undefined when there is none or it expired. */
export function readFormDataEntry(tenant: string, key: string): Promise<FormDataEntry | undefined> {
  return readItem(FormDataEntry, keys.exploreFormData(tenant, key));
}

/** Store (or replace) the entry of a key, living {@link FORM_DATA_TTL_SECONDS} from `now`. */
export function writeFormDataEntry(tenant: string, key: string, entry: FormDataEntry, now: number): Promise<void> {
  return put({
    ...keys.exploreFormData(tenant, key),
    ...FormDataEntry.parse(entry),
    expiresAt: epochSeconds(now) + FORM_DATA_TTL_SECONDS,
  });
}

/** Forget the entry of a key. */
export async function deleteFormDataEntry(tenant: string, key: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.exploreFormData(tenant, key) }));
}

/** The key a tab last used for its datasource and chart, if it is still remembered. */
export async function readContextKey(tenant: string, context: FormDataContext): Promise<string | undefined> {
  const item = await readItem(z.object({ key: z.string() }).loose(), contextKey(tenant, context));
  return item?.key;
}

/** Remember the key a tab uses for its datasource and chart, for as long as entries live. */
export function writeContextKey(tenant: string, context: FormDataContext, key: string, now: number): Promise<void> {
  return put({ ...contextKey(tenant, context), key, expiresAt: epochSeconds(now) + FORM_DATA_TTL_SECONDS });
}

/** Forget the key a tab used. */
export async function deleteContextKey(tenant: string, context: FormDataContext): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: contextKey(tenant, context) }));
}
