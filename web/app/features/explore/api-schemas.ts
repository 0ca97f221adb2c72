import * as z from 'zod';

/**
 * Answers Explore reads whose shared schemas do not exist yet (dataset list rows, samples). Loose objects: the
 * server may add fields; only what this screen reads is checked.
 */

/** One row of `GET /api/v1/dataset/` as the dataset picker shows it. */
export const DatasetListRow = z.looseObject({
  id: z.number().int(),
  table_name: z.string(),
  schema: z.string().nullable().optional(),
  kind: z.string().optional(),
  database: z.looseObject({ database_name: z.string().optional() }).nullable().optional(),
});
export type DatasetListRow = z.infer<typeof DatasetListRow>;

/** Answer of `GET /api/v1/dataset/?q=...`. */
export const DatasetListAnswer = z.looseObject({ count: z.number().int(), result: z.array(DatasetListRow) });
export type DatasetListAnswer = z.infer<typeof DatasetListAnswer>;
