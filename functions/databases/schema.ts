import * as z from 'zod';
import { boundedName, boundedText, TEXT_MAX_BYTES } from '#shared/limits.ts';
import { jsonProblem } from '../lib/request-body.ts';
import { extraProblem } from './extra.ts';

/** Who created or last changed a database, as Superset's list shows them. */
export const DatabaseActor = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type DatabaseActor = z.infer<typeof DatabaseActor>;

/** What a database allows and how long its results are cached: stored as sent, one field per Superset setting. */
const DatabaseSettings = z.object({
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_dml: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_file_upload: z.boolean(),
  cache_timeout: z.number().int().nullable(),
});

/**
 * A stored database connection. Fields added after the first release carry defaults so older items still parse.
 * Secrets (a password inside `sqlalchemy_uri`, `encrypted_extra`) never leave the service unmasked.
 */
export const DatabaseRecord = z.object({
  id: z.number().int().positive(),
  uuid: z.guid(),
  database_name: z.string().min(1),
  /** Engine name as Superset's `backend`: `duckdb` or `awsathena`. */
  backend: z.enum(['duckdb', 'awsathena']),
  ...DatabaseSettings.shape,
  extra: z.string(),
  created_on: z.string(),
  changed_on: z.string(),
  /** The connection string; null for a database served by the deployment's own engine (the examples). */
  sqlalchemy_uri: z.string().nullable().default(null),
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).default('sqlalchemy_form'),
  impersonate_user: z.boolean().default(false),
  /** Secret engine settings (JSON text); answered only masked. */
  encrypted_extra: z.string().nullable().default(null),
  force_ctas_schema: z.string().nullable().default(null),
  is_managed_externally: z.boolean().default(false),
  created_by: DatabaseActor.nullable().default(null),
  changed_by: DatabaseActor.nullable().default(null),
  /** Optimistic concurrency: every update writes `version + 1` on the condition that `version` is unchanged. */
  version: z.number().int().positive().default(1),
});
export type DatabaseRecord = z.infer<typeof DatabaseRecord>;

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
  database_name: z.string().trim().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  sqlalchemy_uri: z.string().min(1, 'Length must be between 1 and 1024.').max(1024, 'Length must be between 1 and 1024.'),
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
export const TestConnectionPayload = DatabaseFields.pick({ sqlalchemy_uri: true })
  .extend(DatabaseFields.omit({ sqlalchemy_uri: true }).partial().shape);
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
