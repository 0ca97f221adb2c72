import * as z from 'zod';
import {
  boundedName,
  boundedText,
  ID_MAX_LENGTH,
  longerThan,
  SQL_MAX_BYTES,
  TEXT_MAX_BYTES,
  utf8Length,
} from '../limits.ts';

/**
 * The SQL Lab state the server keeps per user, in the shapes Superset's client sends and reads:
 * `/tabstateview/` (tabs), `/tableschemaview/` (table panels) and SQL Lab permalinks.
 */

/** An integer id that may arrive as a number or as its decimal text (path ids, `queryEditorId`). */
export const IntegerId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

/** Template parameters are JSON text; an object sent by a lenient client is kept as its JSON. */
const TemplateText = z.preprocess(
  (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value),
  boundedText(TEXT_MAX_BYTES).nullable(),
);

/** The client's query editor, as POST /tabstateview/ receives it in the `queryEditor` form field. */
export const QueryEditorPayload = z.object({
  name: boundedName().optional(),
  title: boundedName().optional(),
  dbId: z.number().int().nullable().optional(),
  catalog: boundedName().nullable().optional(),
  schema: boundedName().nullable().optional(),
  sql: boundedText(SQL_MAX_BYTES).optional(),
  queryLimit: z.number().int().nullable().optional(),
  autorun: z.boolean().optional(),
  templateParams: TemplateText.optional(),
  hideLeftBar: z.boolean().optional(),
  /** The saved query the editor was opened from. */
  remoteId: z.number().int().nullable().optional(),
});
export type QueryEditorPayload = z.infer<typeof QueryEditorPayload>;

/** PUT /tabstateview/{id}: every field optional; an absent field is left as it is, `null` clears it. */
export const TabStateUpdate = z.object({
  database_id: z.number().int().nullable().optional(),
  catalog: boundedName().nullable().optional(),
  schema: boundedName().nullable().optional(),
  sql: boundedText(SQL_MAX_BYTES).optional(),
  label: boundedName().optional(),
  query_limit: z.number().int().nullable().optional(),
  latest_query_id: boundedName(ID_MAX_LENGTH).nullable().optional(),
  template_params: TemplateText.optional(),
  hide_left_bar: z.boolean().optional(),
  autorun: z.boolean().optional(),
  /** JSON text; Superset's client puts `updatedAt` (epoch ms) and `version` in it. */
  extra_json: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  saved_query_id: z.number().int().nullable().optional(),
});
export type TabStateUpdate = z.infer<typeof TabStateUpdate>;

/** POST /tableschemaview/: the client's table object (kept whole as the panel's description, so bounded as one text). */
export const TablePanelPayload = z
  .looseObject({
    dbId: z.number().int(),
    catalog: boundedName().nullable().optional(),
    schema: boundedName().nullable().optional(),
    name: boundedName().min(1),
    queryEditorId: IntegerId,
  })
  .refine((table) => utf8Length(JSON.stringify(table)) <= TEXT_MAX_BYTES, { error: longerThan(TEXT_MAX_BYTES) });
export type TablePanelPayload = z.infer<typeof TablePanelPayload>;

/** A table panel as Superset's `TableSchema.to_dict`. */
export const TableSchemaDict = z.object({
  id: z.number().int(),
  tab_state_id: z.number().int(),
  database_id: z.number().int(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  table: z.string(),
  description: z.unknown(),
  expanded: z.boolean(),
});
export type TableSchemaDict = z.infer<typeof TableSchemaDict>;

/** A tab as Superset's `TabState.to_dict`; `latest_query` is the query record in the client's shape. */
export const TabStateDict = z.object({
  id: z.number().int(),
  user_id: z.union([z.number().int(), z.string()]),
  label: z.string(),
  active: z.boolean(),
  database_id: z.number().int().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  query_limit: z.number().int().nullable(),
  latest_query: z.record(z.string(), z.unknown()).nullable(),
  autorun: z.boolean(),
  template_params: z.string().nullable(),
  hide_left_bar: z.boolean(),
  saved_query: z.object({ id: z.number().int() }).nullable(),
  extra_json: z.string().nullable(),
  table_schemas: z.array(TableSchemaDict),
});
export type TabStateDict = z.infer<typeof TabStateDict>;

/** POST /api/v1/sqllab/permalink: Superset's `SqlLabPermalinkSchema`. */
export const SqlLabPermalinkState = z.object({
  dbId: z.number().int(),
  name: boundedName(),
  schema: boundedName().nullable().optional(),
  catalog: boundedName().nullable().optional(),
  sql: boundedText(SQL_MAX_BYTES),
  templateParams: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  autorun: z.boolean().optional(),
});
export type SqlLabPermalinkState = z.infer<typeof SqlLabPermalinkState>;
