import { createHttpHandler } from '../lib/http.ts';
import { exploreRoutes } from './routes.ts';

/**
 * Explore domain: Superset's legacy Explore endpoints (form data in, legacy payload out), datasource metadata, and
 * the Explore API (`/api/v1/explore/`, its form data cache and its permalinks).
 */
export const handler = createHttpHandler('explore', exploreRoutes);
