import { z } from 'zod';

/** A stored database connection. Secrets (none for duckdb/athena) never leave the service. */
export const DatabaseRecord = z.object({
  id: z.number().int().positive(),
  uuid: z.string().uuid(),
  database_name: z.string().min(1),
  /** Engine name as Superset's `backend`: `duckdb` or `awsathena`. */
  backend: z.enum(['duckdb', 'awsathena']),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_dml: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_file_upload: z.boolean(),
  cache_timeout: z.number().int().nullable(),
  extra: z.string(),
  created_on: z.string(),
  changed_on: z.string(),
});
export type DatabaseRecord = z.infer<typeof DatabaseRecord>;
