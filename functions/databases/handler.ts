import { createHttpHandler } from '../lib/http.ts';
import { databaseRoutes } from './routes.ts';

/**
 * Databases domain: the connections a tenant registers (list, show, create, update, delete, test) and the
 * metadata SQL Lab browses through them (catalogs, schemas, tables, table metadata, function names).
 */
export const handler = createHttpHandler('databases', databaseRoutes);
