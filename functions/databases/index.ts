/**
 * The public face of the databases domain: the only file other domains import from it (eslint.config.js).
 * Database connections (`/api/v1/database/`): their URIs (parsed, masked, probed) and what each engine allows.
 * Database records and their `extra` are below the domains (lib/records).
 */
export { PASSWORD_MASK, backendOf, maskUriPassword, parseConnectionUri, type Connection } from './connection-uri.ts';
export { checkConnectionUri, type ProbeSettings } from './connection/connection-check.ts';
export type { ProbeEngines } from './connection/probe.ts';
export { resolveTenantFile } from './connection/tenant-files.ts';
export { allowances, capabilities } from './present.ts';
