import { parseArgs } from 'node:util';
import { generateExamples } from './generate.ts';

/**
 * `npm run data:generate -- [--scale N] [--data-dir DIR] [--table NAME ...]`: writes the example Parquet files
 * and prints one line per table and a total. Default data dir: env SKYSET_DATA_DIR, else `.data`. DuckDB may use
 * up to env SKYSET_GENERATOR_MEMORY (default 2GB) and spills beyond it.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      'data-dir': { type: 'string' },
      table: { type: 'string', multiple: true },
    },
  });
  const dataDir = values['data-dir'] ?? process.env.SKYSET_DATA_DIR ?? '.data';
  const scale = Number(values.scale);
  const started = performance.now();
  const generated = await generateExamples({ dataDir, scale, tables: values.table, log: (line) => console.log(line) });
  const rows = generated.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `${'total'.padEnd(22)} ${String(rows).padStart(10)} rows ${String(Math.round(performance.now() - started)).padStart(7)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(`data:generate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
