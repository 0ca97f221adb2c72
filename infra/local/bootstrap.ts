import { exampleTables } from '#shared/examples/catalog.ts';
import { registerExamples } from '#functions/datasets/register-examples.ts';
import { ensureTenant } from '#functions/security/bootstrap.ts';
import { DEFAULT_TENANT } from '#functions/security/service.ts';

/** First-start setup, repeated harmlessly on every start: tenant `default`, its roles and admin, the examples. */
export async function bootstrapLocalTenant(adminPassword: string): Promise<{ adminId: number; datasets: number }> {
  const adminId = await ensureTenant({ tenant: DEFAULT_TENANT, adminUsername: 'admin', adminPassword });
  const { datasetIds } = await registerExamples({
    tenant: DEFAULT_TENANT,
    ownerId: adminId,
    backend: 'duckdb',
    schema: 'main',
    tables: exampleTables,
  });
  return { adminId, datasets: datasetIds.length };
}
