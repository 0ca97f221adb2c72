import * as z from 'zod';
import type { ClientQuery } from '#shared/sqllab/query-types.ts';

/** A stored SQL Lab tab (Superset's TabState) of one user; `updated_at` is the client's last edit time. */
export const TabRecord = z.object({
  id: z.number().int().positive(),
  /** The owner's `sub`. */
  user_id: z.string(),
  label: z.string(),
  database_id: z.number().int().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  query_limit: z.number().int().nullable(),
  latest_query_id: z.string().nullable(),
  autorun: z.boolean(),
  template_params: z.string().nullable(),
  hide_left_bar: z.boolean(),
  saved_query_id: z.number().int().nullable(),
  extra_json: z.string().nullable(),
  /** `updatedAt` (epoch ms) of the newest accepted edit, read from `extra_json`; 0 when the client sent none. */
  updated_at: z.number(),
  created_on: z.string(),
  changed_on: z.string(),
  version: z.number().int().positive(),
});
export type TabRecord = z.infer<typeof TabRecord>;

/** A stored table panel (Superset's TableSchema) of one user's tab; `description` is the client's table as JSON text. */
export const TableSchemaRecord = z.object({
  id: z.number().int().positive(),
  user_id: z.string(),
  tab_state_id: z.number().int().positive(),
  database_id: z.number().int(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  table: z.string(),
  description: z.string(),
  expanded: z.boolean(),
  created_on: z.string(),
});
export type TableSchemaRecord = z.infer<typeof TableSchemaRecord>;

/** A user's SQL Lab settings item. */
export const SqlLabUserRecord = z.object({ active_tab_id: z.number().int().nullable() });
export type SqlLabUserRecord = z.infer<typeof SqlLabUserRecord>;

/** A SQL Lab query in the client's shape (Superset's `Query.to_dict`: `id` is the client id). */
export type { ClientQuery } from '#shared/sqllab/query-types.ts';

/**
 * What tabs need from the query records another module keeps: injected so tab logic runs over any store.
 * `listUserQueries` gives a user's recent queries; `assignQueryToTab` sets a query's `sqlEditorId`.
 */
export interface TabQueries {
  getQueryByClientId(tenant: string, clientId: string): Promise<ClientQuery | undefined>;
  listUserQueries(tenant: string, userId: string): Promise<ClientQuery[]>;
  assignQueryToTab(tenant: string, clientId: string, tabId: number): Promise<void>;
  deleteQuery(tenant: string, clientId: string): Promise<void>;
}

/** Whose SQL Lab state a request works on: the caller's tenant and `sub`. */
export interface SqlLabCaller {
  tenant: string;
  userId: string;
}
