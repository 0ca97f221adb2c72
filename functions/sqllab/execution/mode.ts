import type { DatabaseRecord } from '../../lib/records/database-schema.ts';

/**
 * Whether an execute runs as a job: when the client asks (`runAsync`, which Superset's client sends for databases
 * with `allow_run_async`), or when the deployment forces it (SQLLAB_FORCE_ASYNC) for a database that allows it.
 */
export function runsAsynchronously(
  asked: boolean,
  database: Pick<DatabaseRecord, 'allow_run_async'>,
  forced: boolean,
): boolean {
  return asked || (forced && database.allow_run_async);
}
