import { createHttpHandler } from '../lib/http.ts';
import { asyncEventRoutes } from './routes.ts';

/** Async events domain: the polling fallback of the WebSocket push. */
export const handler = createHttpHandler('async', asyncEventRoutes);
