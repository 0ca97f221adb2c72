import * as z from 'zod';
import { boundedName, boundedText, TEXT_MAX_BYTES } from '#shared/limits.ts';
import { extraProblem } from '../lib/records/database-extra.ts';
import { DatabaseSettings } from '../lib/records/database-schema.ts';
import { jsonProblem } from '../lib/request-body.ts';

/**
 * A JSON object in a string, as Superset sends `extra` and `masked_encrypted_extra`; bounded in size so a database fits
 * one item, and in nesting (as request bodies are) since secrets are masked and restored by walking them.
 */
const JsonObjectText = boundedText(TEXT_MAX_BYTES).refine((text) => {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) && jsonProblem(value) === undefined;
  } catch {
    return false;
  }
}, 'Field cannot be decoded by JSON.');

/** A database's `extra`: a JSON object without what Skyset refuses in it (`engine_params`, see `extraProblem`). */
const ExtraText = JsonObjectText.superRefine((text, context) => {
  const problem = extraProblem(text);
  if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
});

/** Fields of POST and PUT `/api/v1/database/` (Superset's DatabasePostSchema / DatabasePutSchema) that Skyset keeps. */
const DatabaseFields = z.object({
  database_name: z
    .string()
    .trim()
    .min(1, 'Length must be between 1 and 250.')
    .max(250, 'Length must be between 1 and 250.'),
  sqlalchemy_uri: z
    .string()
    .min(1, 'Length must be between 1 and 1024.')
    .max(1024, 'Length must be between 1 and 1024.'),
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']),
  ...DatabaseSettings.shape,
  extra: ExtraText,
  impersonate_user: z.boolean(),
  masked_encrypted_extra: JsonObjectText.nullable(),
  force_ctas_schema: boundedName(250).nullable(),
  /** Accepted as Superset's client sends them; the URI decides the engine. */
  engine: boundedName().nullable(),
  driver: boundedName().nullable(),
});

/** POST /api/v1/database/: a name and a connection string are required, the rest take Superset's defaults. */
export const DatabaseCreatePayload = DatabaseFields.partial().required({ database_name: true, sqlalchemy_uri: true });
export type DatabaseCreatePayload = z.infer<typeof DatabaseCreatePayload>;

/** PUT /api/v1/database/{pk}: any subset of the fields. */
export const DatabaseUpdatePayload = DatabaseFields.partial();
export type DatabaseUpdatePayload = z.infer<typeof DatabaseUpdatePayload>;

/** POST /api/v1/database/test_connection/ (Superset's DatabaseTestConnectionSchema). */
export const TestConnectionPayload = DatabaseFields.pick({ sqlalchemy_uri: true }).extend(
  DatabaseFields.omit({ sqlalchemy_uri: true }).partial().shape,
);
export type TestConnectionPayload = z.infer<typeof TestConnectionPayload>;

/** `?q=` of GET /catalogs/. */
export const CatalogsQuery = z.object({ force: z.boolean().default(false) });

/** `?q=` of GET /schemas/ (Superset's database_schemas_query_schema). */
export const SchemasQuery = z.object({
  force: z.boolean().default(false),
  catalog: z.string().optional(),
  upload_allowed: z.boolean().default(false),
});
export type SchemasQuery = z.infer<typeof SchemasQuery>;

/** `?q=` of GET /tables/ (Superset's database_tables_query_schema). */
export const TablesQuery = z.object({
  force: z.boolean().default(false),
  schema_name: z.string({ error: 'Missing data for required field.' }),
  catalog_name: z.string().optional(),
});
export type TablesQuery = z.infer<typeof TablesQuery>;

/** Query string of GET /table_metadata/ and /table_metadata/extra/. */
export const TableQuery = z.object({
  name: z.string({ error: 'Missing data for required field.' }).min(1, 'Missing data for required field.'),
  schema: z.string().optional(),
  catalog: z.string().optional(),
});
export type TableQuery = z.infer<typeof TableQuery>;
