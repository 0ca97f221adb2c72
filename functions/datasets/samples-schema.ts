import * as z from 'zod';

/** Superset's SAMPLES_ROW_LIMIT: the most rows one samples page returns, and the default page size. */
export const SAMPLES_ROW_LIMIT = 1000;

/** Datasource types Superset's schema accepts; Skyset serves datasets (`table`, alias `dataset`). */
export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

const queryInteger = z
  .string()
  .regex(/^-?\d+$/, 'Not a valid integer.')
  .transform(Number);
const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Query string of POST /datasource/samples (Superset's SamplesRequestSchema). */
export const SamplesParams = z.object({
  datasource_type: z.enum(DATASOURCE_TYPES, { error: `Must be one of: ${DATASOURCE_TYPES.join(', ')}.` }),
  datasource_id: queryInteger,
  force: queryBoolean.default(false),
  page: queryInteger.default(1),
  per_page: queryInteger
    .refine(
      (value) => value >= 1 && value <= SAMPLES_ROW_LIMIT,
      `Must be greater than or equal to 1 and less than or equal to ${SAMPLES_ROW_LIMIT}.`,
    )
    .default(SAMPLES_ROW_LIMIT),
});
export type SamplesParams = z.infer<typeof SamplesParams>;

/** One `{col, op, val}` filter of the drill-to-detail body. */
const SamplesFilter = z.object({
  col: z.union([z.string(), z.record(z.string(), z.unknown())]),
  op: z.string(),
  val: z.unknown().optional(),
  grain: z.string().optional(),
  isExtra: z.boolean().optional(),
});

/** Body of POST /datasource/samples (Superset's SamplesPayloadSchema); null or absent means plain samples. */
export const SamplesPayload = z
  .object({
    filters: z.array(SamplesFilter).optional(),
    granularity: z.string().nullish(),
    time_range: z.string().nullish(),
    extras: z.record(z.string(), z.unknown()).nullish(),
  })
  .nullable()
  .transform((payload) => payload ?? undefined);
export type SamplesPayload = z.infer<typeof SamplesPayload>;
