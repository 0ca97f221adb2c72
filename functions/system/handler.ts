import { createHttpHandler } from '../lib/http.ts';
import { systemRoutes } from './routes.ts';

/** System domain: the health check load balancers and the local runtime's start-up probe use. */
export const handler = createHttpHandler('system', systemRoutes);
