/**
 * The public face of the dashboards domain: the only file other domains import from it (eslint.config.js).
 * It offers nothing to other domains: dashboard records, their links to charts and who may see a dashboard are below
 * the domains (lib/records, lib/auth/dashboard-access.ts), where charts and datasets read them too.
 */
export type { EmbeddedPagePorts } from './embedded-page.ts';
