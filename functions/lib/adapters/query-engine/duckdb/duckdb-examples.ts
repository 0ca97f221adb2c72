import { join } from 'node:path';
import { exampleTables } from '#shared/examples/catalog.ts';
import type { DuckDbEngineOptions } from './duckdb-engine.ts';

/** DuckDB with one view per example table over its Parquet file, so dataset SQL names tables as Athena's Glue tables do. */
export function examplesEngineOptions(examplesDir: string): DuckDbEngineOptions {
  return {
    views: exampleTables.map((table) => ({
      name: table.name,
      parquetPath: join(examplesDir, `${table.name}.parquet`),
    })),
  };
}
