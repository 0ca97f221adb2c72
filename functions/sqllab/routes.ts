import { type DomainRoutes } from '../lib/http.ts';
import { executionRoutes } from './execution-routes.ts';
import { stateRoutes } from './state-routes.ts';

/** The sqllab domain's routes by key (handler.ts serves them). */
export const sqlLabRoutes = { ...executionRoutes, ...stateRoutes } satisfies DomainRoutes<'sqllab'>;
