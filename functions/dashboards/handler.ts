import { createHttpHandler } from '../lib/http.ts';
import { dashboardRoutes } from './routes.ts';

/** Dashboards domain: Superset's DashboardRestApi. */
export const handler = createHttpHandler('dashboards', dashboardRoutes);
