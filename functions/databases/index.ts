/**
 * The public face of the databases domain: the only file other domains import from it (eslint.config.js).
 * Database connections (`/api/v1/database/`): connection records, their URIs (parsed, masked, probed), their
 * `extra` settings and what each engine allows.
 */
export { PASSWORD_MASK, backendOf, maskUriPassword, parseConnectionUri, type Connection } from './connection-uri.ts';
export { checkConnectionUri, type ProbeSettings } from './connection/connection-check.ts';
export { resolveTenantFile } from './connection/tenant-files.ts';
export { extraProblem, readExtra } from './extra.ts';
export { allowances, capabilities } from './present.ts';
export { findDatabase, getDatabase, getRecentDatabase, insertDatabase, listDatabases, readRecentDatabases } from './repository.ts';
export { DatabaseRecord } from './schema.ts';
