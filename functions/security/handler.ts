import { createHttpHandler } from '../lib/http.ts';
import { securityRoutes } from './routes.ts';

/** Security domain: login, token refresh, the current user (who may change their own names and password) and their roles; users and roles for Admins. */
export const handler = createHttpHandler('security', securityRoutes);
