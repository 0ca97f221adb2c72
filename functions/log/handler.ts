import { createHttpHandler } from '../lib/http.ts';
import { logRoutes } from './routes.ts';

/** Log domain: Superset's `/superset/log/` event sink and LogRestApi's recent activity. */
export const handler = createHttpHandler('log', logRoutes);
