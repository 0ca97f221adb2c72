import { z } from 'zod';
import { once } from './once.ts';

/**
 * The back end's configuration, read from environment variables set by CDK (cloud) or by the
 * local runtime before it loads any handler. The composition root picks adapters from it.
 */
const Config = z.object({
  TABLE_NAME: z.string().default('skyset'),
  QUERY_ENGINE: z.enum(['duckdb', 'athena']).default('duckdb'),
  /** DuckDB: folder of the example Parquet files, exposed as views in schema `main`. */
  EXAMPLES_DIR: z.string().optional(),
  ATHENA_WORKGROUP: z.string().optional(),
  ATHENA_DATABASE: z.string().optional(),
  ATHENA_OUTPUT_LOCATION: z.string().optional(),
  BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
  BLOB_DIR: z.string().optional(),
  RESULTS_BUCKET: z.string().optional(),
  CHART_QUEUE_URL: z.string().optional(),
  SQL_QUEUE_URL: z.string().optional(),
  REPORT_QUEUE_URL: z.string().optional(),
  WS_MANAGEMENT_ENDPOINT: z.string().optional(),
  IDENTITY: z.enum(['local', 'cognito']).default('local'),
  /** Local identity: the PKCS8 PEM file holding the token signing key. */
  JWT_KEY_FILE: z.string().optional(),
  JWT_ISSUER: z.string().default('skyset-local'),
  JWT_AUDIENCE: z.string().default('skyset'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 24 * 3600),
  COGNITO_USER_POOL_ID: z.string().optional(),
  COGNITO_CLIENT_ID: z.string().optional(),
});
export type Config = z.infer<typeof Config>;

/** The configuration of this process (read once; `resetProcessState` makes it read again). */
export const config = once((): Config => Config.parse(process.env));
