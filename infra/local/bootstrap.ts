import { exampleTables } from '#shared/examples/catalog.ts';
import { bootstrapTenant } from '#functions/security/bootstrap.ts';
import { DEFAULT_TENANT } from '#functions/security/service.ts';
import { installLocalExampleDashboards } from './example-dashboards.ts';

/**
 * First-start setup, repeated harmlessly on every start: tenant `default`, its roles and admin, the DuckDB examples,
 * then (once per tenant) the example dashboards.
 */
export async function bootstrapLocalTenant(
  adminPassword: string,
  exampleDashboards = true,
): Promise<{ adminId: number; datasets: number }> {
  const tenant = await bootstrapTenant({
    tenant: DEFAULT_TENANT,
    adminPassword,
    backend: 'duckdb',
    schema: 'main',
    tables: exampleTables,
  });
  if (exampleDashboards) await installLocalExampleDashboards(DEFAULT_TENANT);
  return tenant;
}
