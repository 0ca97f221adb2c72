import * as z from 'zod';

/**
 * The answer of `POST /api/v1/chart/data` as the web app reads it; its shared schema does not exist yet. Loose objects:
 * the server may add fields; only what drawing reads is checked.
 */

const isRow = (row: unknown): row is Record<string, unknown> =>
  typeof row === 'object' && row !== null && !Array.isArray(row);

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
