import * as z from 'zod';
import { TenantSlotOverrides } from './engine-slots/limits.ts';
import { once } from './once.ts';

/** A JSON setting's value; undefined when it is not JSON (the schema then names the setting). */
function parseJsonSetting(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

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
  /** Start of every tenant's Athena workgroup name (`<prefix><tenant>`); IAM grants query rights by it. */
  ATHENA_WORKGROUP_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,60}$/)
    .default('skyset-'),
  ATHENA_DATABASE: z.string().optional(),
  ATHENA_OUTPUT_LOCATION: z.string().optional(),
  BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
  BLOB_DIR: z.string().optional(),
  /** DuckDB: root of the tenants' own database files; a tenant opens files under `<root>/<tenant>/` only. */
  TENANT_FILES_DIR: z.string().optional(),
  RESULTS_BUCKET: z.string().optional(),
  CHART_QUEUE_URL: z.string().optional(),
  SQL_QUEUE_URL: z.string().optional(),
  REPORT_QUEUE_URL: z.string().optional(),
  WS_MANAGEMENT_ENDPOINT: z.string().optional(),
  /** Where report schedules live: the local runtime's scheduler, or EventBridge Scheduler (set by CDK). */
  REPORT_SCHEDULER: z.enum(['local', 'eventbridge']).default('local'),
  /** EventBridge Scheduler: the group of report schedules, the queue they send to and the role they send as. */
  REPORT_SCHEDULE_GROUP: z.string().default('skyset-reports'),
  REPORT_QUEUE_ARN: z.string().optional(),
  REPORT_SCHEDULER_ROLE_ARN: z.string().optional(),
  IDENTITY: z.enum(['local', 'cognito']).default('local'),
  /** Local identity: the PKCS8 PEM file holding the token signing key. */
  JWT_KEY_FILE: z.string().optional(),
  JWT_ISSUER: z.string().default('skyset-local'),
  JWT_AUDIENCE: z.string().default('skyset'),
  /** Local identity: lifetime of an access token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Local identity: lifetime of a refresh token; each refresh spends it and answers a new one for as long again. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /** Threads that hash passwords (scrypt), apart from the thread that serves and from libuv's I/O pool. */
  PASSWORD_HASH_WORKERS: z.coerce.number().int().positive().max(16).default(1),
  /** Password checks that may wait for a hashing thread; more are refused with 503 and Retry-After. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().nonnegative().default(16),
  /** Shortest password the API accepts when a user is created, reset or changes their own (the bootstrap admin's is not checked). */
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(256).default(8),
  /** Failed sign-ins of one user answered at once; after these, each failure doubles the wait before the next try (1 s, 2 s, 4 s...). */
  LOGIN_FREE_FAILURES: z.coerce.number().int().nonnegative().default(3),
  /** Failed sign-ins of one user that lock it for LOGIN_LOCK_SECONDS (the right password included). */
  LOGIN_LOCK_FAILURES: z.coerce.number().int().positive().default(10),
  /** As LOGIN_FREE_FAILURES, for one client address (over every user and tenant): higher, as offices share addresses. */
  LOGIN_ADDRESS_FREE_FAILURES: z.coerce.number().int().nonnegative().default(10),
  /** As LOGIN_LOCK_FAILURES, for one client address. */
  LOGIN_ADDRESS_LOCK_FAILURES: z.coerce.number().int().positive().default(30),
  /** Longest wait between two failed sign-ins before the lock. */
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
  /** How long a lock lasts; failures are forgotten this long after the last one (or after the lock ends). */
  LOGIN_LOCK_SECONDS: z.coerce.number().int().positive().default(900),
  /**
   * How long a refused sign-in waits before its 429 is answered, so a flood that ignores Retry-After slows to one
   * attempt a second per connection. 0 in the cloud, where the wait would hold a Lambda (see docs/deploy.md).
   */
  LOGIN_REFUSAL_PAUSE_MS: z.coerce.number().int().nonnegative().max(10_000).default(1000),
  COGNITO_USER_POOL_ID: z.string().optional(),
  COGNITO_CLIENT_ID: z.string().optional(),
  /** Superset's SQL_MAX_ROW: no query returns more rows, whatever it asks. */
  SQL_MAX_ROW: z.coerce.number().int().positive().default(100_000),
  /** Superset's ROW_LIMIT: the chart data row limit when the query object gives none. */
  ROW_LIMIT: z.coerce.number().int().positive().default(10_000),
  /** Row cap of full CSV/XLSX exports (the answer states when it applied). */
  EXPORT_MAX_ROW: z.coerce.number().int().positive().default(1_000_000),
  /** Superset's DEFAULT_SQLLAB_LIMIT. */
  DEFAULT_SQLLAB_LIMIT: z.coerce.number().int().positive().default(1000),
  /** Seconds a cached chart result lives when neither dataset nor database sets a timeout. */
  CACHE_DEFAULT_TIMEOUT: z.coerce.number().int().nonnegative().default(86_400),
  /** Seconds SQL Lab results stay fetchable. */
  SQLLAB_RESULTS_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  /** Bytes of a stored SQL Lab result before it is truncated (with a flag). */
  SQLLAB_RESULTS_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024 * 1024),
  /** Engine time budget of a synchronous query, in seconds (Superset's SQLLAB_TIMEOUT / SUPERSET_WEBSERVER_TIMEOUT). */
  SQLLAB_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(30),
  /** Engine time budget of an async query, in seconds. */
  SQLLAB_ASYNC_TIME_LIMIT_SECONDS: z.coerce.number().int().positive().default(21_600),
  /**
   * SQL Lab runs every query of a database that allows async runs (`allow_run_async`) as a job, whatever the
   * client asks: on in the cloud, where API Gateway ends a request after 30 s.
   */
  SQLLAB_FORCE_ASYNC: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Superset's RLS_IN_SQLLAB: SQL Lab reads tables under the caller's row level security filters (each table of a
   * dataset with filters for the caller read filtered). Off by default, as in Superset: SQL Lab users read whole tables.
   */
  RLS_IN_SQLLAB: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Superset's GLOBAL_ASYNC_QUERIES: chart data cache misses answer 202 and run as jobs. On in the cloud. */
  GLOBAL_ASYNC_QUERIES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Athena: stop a chart query once it has scanned more than this many bytes (0 = no guard). */
  QUERY_BYTES_SCANNED_LIMIT: z.coerce.number().int().nonnegative().default(0),
  /**
   * The web app's own address (`http://127.0.0.1:8088`, the CloudFront URL): permalinks and report links point at it
   * and report screenshots open it. Links are never built from a request's Host or X-Forwarded-Host.
   */
  WEB_BASE_URL: z.string().url().optional(),
  /** Local mail: the folder where reports land as `.eml` files when no SMTP server is configured. */
  OUTBOX_DIR: z.string().optional(),
  /** Superset's SMTP settings: reports go through this server when SMTP_HOST is set. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(25),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_STARTTLS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** The sender of report e-mails (Superset's SMTP_MAIL_FROM), for every mail transport. */
  SMTP_MAIL_FROM: z.string().default('skyset@localhost'),
  /** Cloud: the KMS key (ECC_NIST_P256) that signs report screenshot tokens; the authorizers verify with its public key. */
  REPORT_SIGNING_KEY_ID: z.string().optional(),
  /** Lifetime of the token a report screenshot's page signs in with: long enough for one rendering. */
  REPORT_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * Lifetime of a guest token (Superset's GUEST_TOKEN_JWT_EXP_SECONDS, 5 minutes): the host application asks for a
   * new one before it ends, which the embedded dashboard takes without reloading.
   */
  GUEST_TOKEN_JWT_EXP_SECONDS: z.coerce.number().int().positive().max(86_400).default(300),
  /** Athena's price in USD per TB scanned, for SQL Lab's cost estimate. */
  ATHENA_PRICE_PER_TB_USD: z.coerce.number().nonnegative().default(5),
  /**
   * Where each tenant's engine slots are counted: in this process (the local runtime serves every tenant from one
   * process) or as leases in DynamoDB (Lambda: many processes serve a tenant). CDK sets `dynamodb`.
   */
  TENANT_SLOTS: z.enum(['memory', 'dynamodb']).default('memory'),
  /**
   * Queries someone waits for that one tenant may run at once: chart data (answered in the request or as a chart job),
   * SQL Lab's synchronous runs, samples; more wait their turn. The cloud sets 10 (Athena runs them, not the function).
   */
  TENANT_SYNC_QUERY_SLOTS: z.coerce.number().int().positive().default(4),
  /** Asynchronous SQL Lab queries one tenant may run at once; more wait on the sql queue, `pending`. */
  TENANT_ASYNC_QUERY_SLOTS: z.coerce.number().int().positive().default(2),
  /** Per-tenant slot counts overriding the two above, as JSON: `{"acme": {"sync": 8, "async": 4}}`. */
  TENANT_QUERY_SLOTS: z
    .string()
    .default('{}')
    .transform((text, context) => {
      const parsed = TenantSlotOverrides.safeParse(parseJsonSetting(text));
      if (parsed.success) return parsed.data;
      context.addIssue({
        code: 'custom',
        message: 'TENANT_QUERY_SLOTS must be JSON like {"acme": {"sync": 8, "async": 4}}',
      });
      return z.NEVER;
    }),
  /** Local DuckDB: memory one tenant's engine may use (DuckDB's memory_limit; its process is stopped well past it). */
  ENGINE_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).default(2048),
  /**
   * Local DuckDB: the largest result (or SQL Lab page) an engine hands the runtime; a larger one fails with
   * RESULT_TOO_LARGE_ERROR in the engine's process, before it costs the runtime's memory.
   */
  ENGINE_RESULT_MAX_MB: z.coerce.number().int().positive().default(128),
  /** Local DuckDB: threads each database's engine computes with. */
  ENGINE_THREADS: z.coerce.number().int().positive().default(2),
  /** Local DuckDB: a tenant's engine process that ran nothing this long is stopped (started again on its next query). */
  ENGINE_IDLE_SECONDS: z.coerce.number().int().positive().default(600),
});
export type Config = z.infer<typeof Config>;

/** The configuration of this process (read once; `resetProcessState` makes it read again). */
export const config = once((): Config => Config.parse(process.env));
