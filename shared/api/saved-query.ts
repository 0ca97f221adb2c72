import * as z from 'zod';

/**
 * Schemas of the saved query list (Superset's SavedQueryRestApi `GET /api/v1/saved_query/`) as the web app reads it;
 * loose, so the server may add fields.
 */

/** One row of `GET /api/v1/saved_query/`. */
export const SavedQueryListItem = z.looseObject({
  id: z.number().int(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
  database: z.looseObject({ id: z.number().int(), database_name: z.string() }).optional(),
});
export type SavedQueryListItem = z.infer<typeof SavedQueryListItem>;

/** Answer of `GET /api/v1/saved_query/`. */
export const SavedQueryListResponse = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(SavedQueryListItem),
});
export type SavedQueryListResponse = z.infer<typeof SavedQueryListResponse>;
