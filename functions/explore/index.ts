/**
 * The public face of the explore domain: the only file other domains import from it (eslint.config.js).
 * Explore's endpoints (`/api/v1/explore/`): the datasource shape Explore reads, which dashboards reuse.
 */
export { toDatasourceData } from './datasource-data.ts';
