import { createHttpHandler } from '../lib/http.ts';
import { sqlLabRoutes } from './routes.ts';

/**
 * SQL Lab domain: running queries (execute, results, export, stop, estimate, format) and the state SQL Lab keeps
 * on the server (tabs, table panels, saved queries, permalinks).
 */
export const handler = createHttpHandler('sqllab', sqlLabRoutes);
