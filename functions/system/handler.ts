import { createHttpHandler } from '../lib/http.ts';

/** System domain: the health check load balancers and the local runtime's start-up probe use. */
export const handler = createHttpHandler('system', {
  'GET /health': async () => ({ statusCode: 200, text: 'OK' }),
});
