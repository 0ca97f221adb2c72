import { z } from 'zod';

/**
 * Answers Explore reads whose shared schemas do not exist yet (chart data, dataset list rows). Loose objects: the
 * server may add fields; only what this screen reads is checked.
 */

const isRow = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row);

/**
 * A result's rows: an array of records, checked in place (a record schema would copy every row, and an answer may
 * hold a hundred thousand of them), then frozen. The store freezes what enters it, row by row, unless it is frozen
 * already (Immer's advice for large payloads); rows in the store are read-only either way.
 */
const Rows = z
  .custom<Record<string, unknown>[]>((value) => Array.isArray(value) && value.every(isRow), 'Expected an array of rows')
  .transform((rows) => Object.freeze(rows) as Record<string, unknown>[]);

/** One query's answer of `POST /api/v1/chart/data` (Superset's `ChartDataResponseResult`). */
export const ChartDataResultSchema = z.looseObject({
  data: Rows.default([]),
  colnames: z.array(z.string()).default([]),
  coltypes: z.array(z.number()).default([]),
  rowcount: z.number().default(0),
  query: z.string().optional(),
});

/** A 200 answer carries results; a 202 answer (asynchronous queries) carries a job to follow instead. */
export const ChartDataAnswer = z.union([
  z.looseObject({ result: z.array(ChartDataResultSchema) }),
  z.looseObject({ job_id: z.string(), channel_id: z.string().optional(), status: z.string().optional() }),
]);
export type ChartDataAnswer = z.infer<typeof ChartDataAnswer>;

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

/** Answer of `POST /datasource/samples`: one page of rows and how many rows match in all (drill to detail). */
export const SamplesAnswer = z.looseObject({
  result: ChartDataResultSchema.extend({ total_count: z.number().int().default(0), page: z.number().int(), per_page: z.number().int() }),
});
export type SamplesAnswer = z.infer<typeof SamplesAnswer>;
