import { z } from 'zod';

/** Marshmallow's words for a required field the body lacks. */
const required = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'Missing data for required field.' : undefined) };

/** Superset's client sends ids of tabs as text or numbers; both are kept as text. */
const IdText = z.union([z.string(), z.number()]).transform(String).nullish();

/** The body of POST /api/v1/sqllab/execute/ (Superset's ExecutePayloadSchema). */
export const ExecutePayload = z.object({
  database_id: z.number(required).int(),
  sql: z.string(required),
  client_id: z.string().min(1).max(64).nullish(),
  catalog: z.string().nullish(),
  schema: z.string().nullish(),
  sql_editor_id: IdText,
  tab: z.string().nullish(),
  runAsync: z.boolean().nullish(),
  select_as_cta: z.boolean().nullish(),
  ctas_method: z.enum(['TABLE', 'VIEW']).nullish(),
  tmp_table_name: z.string().max(256).nullish(),
  templateParams: z.string().nullish(),
  queryLimit: z.number().int().nonnegative().nullish(),
  expand_data: z.boolean().nullish(),
  json: z.boolean().nullish(),
});
export type ExecutePayload = z.infer<typeof ExecutePayload>;

/** The body of POST /api/v1/query/stop. */
export const StopPayload = z.object({ client_id: z.string(required).min(1) });

/** `?q=` of GET /api/v1/sqllab/results/. */
export const ResultsQuery = z.object({ key: z.string(required).min(1), rows: z.number().int().nonnegative().optional() });

/** `?q=` of GET /api/v1/query/updated_since. */
export const UpdatedSinceQuery = z.object({ last_updated_ms: z.number(required) });

/** The body of POST /api/v1/sqllab/estimate/ (Superset's EstimateQueryCostSchema). */
export const EstimatePayload = z.object({
  database_id: z.number(required).int(),
  sql: z.string(required),
  catalog: z.string().nullish(),
  schema: z.string().nullish(),
  template_params: z.record(z.string(), z.unknown()).nullish(),
});
export type EstimatePayload = z.infer<typeof EstimatePayload>;

/** The body of POST /api/v1/sqllab/format_sql/. */
export const FormatPayload = z.object({
  sql: z.string(required),
  engine: z.string().nullish(),
  database_id: z.number().int().nullish(),
});
export type FormatPayload = z.infer<typeof FormatPayload>;
