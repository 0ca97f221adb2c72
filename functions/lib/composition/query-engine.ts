import { config } from '../config.ts';
import { AthenaEngine } from '../adapters/query-engine/athena/athena-engine.ts';
import { tenantAthenaOutputLocation, tenantWorkgroupName } from '../adapters/query-engine/athena/athena-workgroups.ts';
import type { QueryEngine } from '../ports/query-engine.ts';
import { required } from '../required-setting.ts';

/** The backend the deployment's own engine serves: DuckDB locally, Athena in Lambda bundles. */
export function deploymentBackend(): 'duckdb' | 'awsathena' {
  // esbuild replaces SKYSET_TARGET with "aws" in Lambda bundles (infra/cloud/bundling.ts).
  return process.env.SKYSET_TARGET !== 'aws' && config().QUERY_ENGINE === 'duckdb' ? 'duckdb' : 'awsathena';
}

/**
 * Athena for one tenant: its own workgroup (created by the tenant bootstrap, which enforces the tenant's result
 * folder and bytes-scanned cutoff), whatever a connection string names, so no tenant runs in another's.
 */
export function tenantAthenaEngine(tenant: string, target: { database?: string; catalog?: string }): AthenaEngine {
  const settings = config();
  const outputLocation = settings.RESULTS_BUCKET
    ? tenantAthenaOutputLocation(settings.RESULTS_BUCKET, tenant)
    : settings.ATHENA_OUTPUT_LOCATION;
  return new AthenaEngine({
    workgroup: tenantWorkgroupName(tenant, settings.ATHENA_WORKGROUP_PREFIX),
    database: target.database ?? settings.ATHENA_DATABASE ?? 'default',
    ...(target.catalog ? { catalog: target.catalog } : {}),
    ...(outputLocation ? { outputLocation } : {}),
  });
}

/**
 * A new engine of a tenant's examples database: DuckDB over the generated Parquet files locally, in the tenant's own
 * engine process (one instance per tenant, so nothing one tenant creates is seen by another), Athena in the tenant's
 * workgroup in the cloud.
 */
export async function openExamplesEngine(tenant: string): Promise<QueryEngine> {
  const settings = config();
  // This branch and the local-only adapter it imports are dropped from Lambda bundles.
  if (process.env.SKYSET_TARGET !== 'aws' && settings.QUERY_ENGINE === 'duckdb') {
    const [{ examplesEngineOptions }, { openTenantDuckDb }] = await Promise.all([
      import('../adapters/query-engine/duckdb/duckdb-examples.ts'),
      import('./duckdb-hosts.ts'),
    ]);
    return openTenantDuckDb(tenant, examplesEngineOptions(required(settings.EXAMPLES_DIR, 'EXAMPLES_DIR')));
  }
  return tenantAthenaEngine(tenant, { database: required(settings.ATHENA_DATABASE, 'ATHENA_DATABASE') });
}
