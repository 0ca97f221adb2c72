import * as z from 'zod';
import { QueryState } from '../sqllab/query-state.ts';

/**
 * Schemas of SQL Lab's query history (Superset's QueryRestApi `GET /api/v1/query/`) as the web app reads it; loose,
 * so the server may add fields.
 */

/** One row of `GET /api/v1/query/`: times are epoch milliseconds, as Superset's Query model keeps them. */
export const QueryHistoryItem = z.looseObject({
  id: z.number().int(),
  changed_on: z.string(),
  database: z.looseObject({ database_name: z.string().nullable() }),
  executed_sql: z.string().nullable(),
  rows: z.number().int().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  status: QueryState,
  tab_name: z.string().nullable(),
  user: z.looseObject({ id: z.union([z.number(), z.string()]), first_name: z.string(), last_name: z.string() }),
  start_time: z.number(),
  end_time: z.number().nullable(),
});
export type QueryHistoryItem = z.infer<typeof QueryHistoryItem>;

/** Answer of `GET /api/v1/query/`. */
export const QueryHistoryResponse = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(QueryHistoryItem),
});
export type QueryHistoryResponse = z.infer<typeof QueryHistoryResponse>;
