import { createHttpHandler } from '../lib/http.ts';
import { reportRoutes } from './routes.ts';

/** Reports domain: Superset's ReportScheduleRestApi (alerts and reports) and their execution logs. */
export const handler = createHttpHandler('reports', reportRoutes);
