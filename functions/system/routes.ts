import { type DomainRoutes } from '../lib/http.ts';

/** The system domain's routes by key (handler.ts serves them). */
export const systemRoutes = {
  'GET /health': async () => ({ statusCode: 200, text: 'OK' }),
} satisfies DomainRoutes<'system'>;
