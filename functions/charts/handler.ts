import { createHttpHandler } from '../lib/http.ts';
import { chartRoutes } from './routes.ts';

/** Charts domain: chart data (every chart and native filter reads through it), its cached answers, and saved charts. */
export const handler = createHttpHandler('charts', chartRoutes);
