import * as z from 'zod';

/** Who created or last changed a database, as Superset's list shows them. */
export const DatabaseActor = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type DatabaseActor = z.infer<typeof DatabaseActor>;

/** What a database allows and how long its results are cached: stored as sent, one field per Superset setting. */
export const DatabaseSettings = z.object({
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
