import { type DomainRoutes } from '../lib/http.ts';
import { crudRoutes } from './crud-routes.ts';
import { metadataRoutes } from './metadata-routes.ts';

/** The databases domain's routes by key (handler.ts serves them). */
export const databaseRoutes = { ...crudRoutes, ...metadataRoutes } satisfies DomainRoutes<'databases'>;
