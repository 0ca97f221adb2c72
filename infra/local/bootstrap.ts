import { exampleTables } from '#shared/examples/catalog.ts';
import { bootstrapTenant } from '#functions/security/bootstrap.ts';
import { DEFAULT_TENANT } from '#functions/security/service.ts';

/** First-start setup, repeated harmlessly on every start: tenant `default`, its roles and admin, the DuckDB examples. */
export function bootstrapLocalTenant(adminPassword: string): Promise<{ adminId: number; datasets: number }> {
  return bootstrapTenant({ tenant: DEFAULT_TENANT, adminPassword, backend: 'duckdb', schema: 'main', tables: exampleTables });
}
