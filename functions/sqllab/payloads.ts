import * as z from 'zod';
import { boundedName, boundedText, ID_MAX_LENGTH, SQL_MAX_BYTES, TEXT_MAX_BYTES } from '#shared/limits.ts';

/** Marshmallow's words for a required field the body lacks. */
const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'Missing data for required field.' : undefined),
};

/** Superset's client sends ids of tabs as text or numbers; both are kept as text. */
const IdText = z
  .union([boundedName(ID_MAX_LENGTH), z.number()])
  .transform(String)
  .nullish();

/** A client id: a key of the query record, so short. */
const ClientId = boundedName(ID_MAX_LENGTH, required).min(1);

/**
 * The body of POST /api/v1/sqllab/execute/ (Superset's ExecutePayloadSchema). Texts are bounded so the query
 * record, which keeps the SQL as written and as executed, fits one item (shared/limits.ts).
 */
export const ExecutePayload = z.object({
  database_id: z.number(required).int(),
  sql: boundedText(SQL_MAX_BYTES, required),
  client_id: ClientId.nullish(),
  catalog: boundedName().nullish(),
  schema: boundedName().nullish(),
  sql_editor_id: IdText,
  tab: boundedName().nullish(),
  runAsync: z.boolean().nullish(),
  select_as_cta: z.boolean().nullish(),
  ctas_method: z.enum(['TABLE', 'VIEW']).nullish(),
  tmp_table_name: boundedName().nullish(),
  templateParams: boundedText(TEXT_MAX_BYTES).nullish(),
  queryLimit: z.number().int().nonnegative().nullish(),
  expand_data: z.boolean().nullish(),
  json: z.boolean().nullish(),
});
export type ExecutePayload = z.infer<typeof ExecutePayload>;

/** The body of POST /api/v1/query/stop. */
export const StopPayload = z.object({ client_id: ClientId });

/** `?q=` of GET /api/v1/sqllab/results/. */
export const ResultsQuery = z.object({
  key: boundedName(ID_MAX_LENGTH, required).min(1),
  rows: z.number().int().nonnegative().optional(),
});

/** `?q=` of GET /api/v1/query/updated_since. */
export const UpdatedSinceQuery = z.object({ last_updated_ms: z.number(required) });

/** The body of POST /api/v1/sqllab/estimate/ (Superset's EstimateQueryCostSchema). */
export const EstimatePayload = z.object({
  database_id: z.number(required).int(),
  sql: boundedText(SQL_MAX_BYTES, required),
  catalog: boundedName().nullish(),
  schema: boundedName().nullish(),
  template_params: z.record(z.string(), z.unknown()).nullish(),
});
export type EstimatePayload = z.infer<typeof EstimatePayload>;

/** The body of POST /api/v1/sqllab/format_sql/. */
export const FormatPayload = z.object({
  sql: boundedText(SQL_MAX_BYTES, required),
  engine: boundedName().nullish(),
  database_id: z.number().int().nullish(),
});
export type FormatPayload = z.infer<typeof FormatPayload>;
