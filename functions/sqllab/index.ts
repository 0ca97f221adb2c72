/**
 * The public face of the sqllab domain: the only file other domains import from it (eslint.config.js).
 * SQL Lab (`/api/v1/sqllab/`): the SQL query job its worker runs, and SQL Lab permalinks.
 */
export { SQL_QUERY_JOB } from './execution/query-job.ts';
export { sqlQueryDeferred, sqlQueryProcessor } from './execution/query-processor.ts';
export type { SqlLabPorts } from './ports.ts';
export { insertPermalink, readPermalink } from './permalinks/repository.ts';
