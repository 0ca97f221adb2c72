import { config } from '../config.ts';
import { AthenaEngine } from '../adapters/athena-engine.ts';
import type { QueryEngine } from '../ports/query-engine.ts';
import { once } from '../once.ts';
import { required } from './required.ts';

/** The engine of the examples database: DuckDB over the generated Parquet files locally, Athena in the cloud. */
export const queryEngine = once(async (): Promise<QueryEngine> => {
  const settings = config();
  // esbuild replaces SKYSET_TARGET with "aws" in Lambda bundles (infra/cloud/bundling.ts): this branch and the
  // local-only adapter it imports are dropped from them.
  if (process.env.SKYSET_TARGET !== 'aws' && settings.QUERY_ENGINE === 'duckdb') {
    const { openExamplesDuckDb } = await import('../adapters/duckdb-examples.ts');
    return openExamplesDuckDb(required(settings.EXAMPLES_DIR, 'EXAMPLES_DIR'));
  }
  return new AthenaEngine({
    workgroup: required(settings.ATHENA_WORKGROUP, 'ATHENA_WORKGROUP'),
    database: required(settings.ATHENA_DATABASE, 'ATHENA_DATABASE'),
    ...(settings.ATHENA_OUTPUT_LOCATION ? { outputLocation: settings.ATHENA_OUTPUT_LOCATION } : {}),
  });
});

/** Close the engine if this process opened one (the local runtime calls it on shutdown). */
export async function closeQueryEngine(): Promise<void> {
  if (queryEngine.made()) await (await queryEngine()).close();
}
