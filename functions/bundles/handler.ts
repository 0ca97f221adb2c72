import { createHttpHandler } from '../lib/http.ts';
import { bundleRoutes } from './routes.ts';

/** Bundles domain: Superset's export and import of dashboards, charts, datasets and all assets. */
export const handler = createHttpHandler('bundles', bundleRoutes);
