import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { esbuildOptions } from '#infra/cloud/bundling.ts';
import { type ManifestModule, manifestModules } from '#infra/cloud/modules.ts';
import { functionEntry, REPO_ROOT } from '#infra/cloud/paths.ts';

const execFileAsync = promisify(execFile);

const MAX_KB = 1024;
const MAX_IMPORT_MS = 150;
const IMPORT_RUNS = 5;

/** What a cold start reads: the cloud configuration of functions/lib/config.ts, with placeholder resource names. */
const CLOUD_ENV: Record<string, string> = {
  AWS_REGION: 'us-east-1',
  NODE_OPTIONS: '--enable-source-maps',
  QUERY_ENGINE: 'athena',
  ATHENA_WORKGROUP: 'bench',
  ATHENA_DATABASE: 'skyset_examples',
  ATHENA_OUTPUT_LOCATION: 's3://bench-results/athena/',
  BLOB_STORE: 's3',
  RESULTS_BUCKET: 'bench-results',
  IDENTITY: 'cognito',
  COGNITO_USER_POOL_ID: 'us-east-1_bench',
  COGNITO_CLIENT_ID: 'bench',
  TABLE_NAME: 'skyset',
  CHART_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/000000000000/chart',
  SQL_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/000000000000/sql',
  REPORT_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/000000000000/report',
  WS_MANAGEMENT_ENDPOINT: 'https://bench.execute-api.us-east-1.amazonaws.com/ws',
};

/** Times `import()` of one bundle in a process of its own, as a cold Lambda container would load it. */
const IMPORT_SCRIPT = `const t = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t));`;

interface Row {
  module: string;
  sizeKb: number;
  importMs: number | undefined;
  error?: string;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function importMs(file: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < IMPORT_RUNS; i += 1) {
    const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT, file], { env: { PATH: process.env.PATH ?? '', ...CLOUD_ENV } });
    times.push(Number(stdout));
  }
  return median(times);
}

/**
 * Bundle one module exactly as CDK does (bundling.ts) into a folder of its own, outside the repository so externals
 * cannot resolve; a module with installed packages gets them beside the bundle, as its Lambda package has them.
 */
async function measure({ module, installedModules = [] }: ManifestModule, root: string): Promise<Row> {
  const name = module.replaceAll('/', '-');
  const dir = join(root, name);
  await mkdir(dir);
  if (installedModules.length > 0) await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const external = [...esbuildOptions.external, ...installedModules];
  await build({ ...esbuildOptions, external, absWorkingDir: REPO_ROOT, entryPoints: [{ in: functionEntry(module), out: name }], outdir: dir, logLevel: 'silent' });
  const file = join(dir, `${name}.mjs`);
  const sizeKb = (await stat(file)).size / 1024;
  try {
    return { module, sizeKb, importMs: await importMs(file) };
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    return { module, sizeKb, importMs: undefined, error: stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr.slice(0, 200) };
  }
}

/** A module that does not bundle: esbuild's first message says which import is missing. */
function buildFailure(module: string, error: Error & { errors?: { text: string }[] }): Row {
  return { module, sizeKb: NaN, importMs: undefined, error: `build: ${error.errors?.[0]?.text ?? error.message.split('\n')[0]}` };
}

function report(rows: Row[]): void {
  const pass = (row: Row): boolean => row.sizeKb <= MAX_KB && row.importMs !== undefined && row.importMs <= MAX_IMPORT_MS;
  console.log(`${'function'.padEnd(34)} ${'size KB'.padStart(9)} ${'import ms'.padStart(10)}  result`);
  for (const row of rows) {
    const ms = row.importMs === undefined ? 'error' : row.importMs.toFixed(1);
    console.log(`${row.module.padEnd(34)} ${row.sizeKb.toFixed(1).padStart(9)} ${ms.padStart(10)}  ${pass(row) ? 'PASS' : 'FAIL'}`);
    if (row.error) console.log(`  ${row.error}`);
  }
  const failed = rows.filter((row) => !pass(row)).length;
  console.log(`targets: <= ${MAX_KB} KB minified .mjs (map excluded), <= ${MAX_IMPORT_MS} ms import (median of ${IMPORT_RUNS} fresh processes, Node ${process.versions.node})`);
  console.log(failed === 0 ? 'bundles: PASS' : `bundles: FAIL (${failed} of ${rows.length})`);
}

/** `npm run bench -- bundles`: size and cold import time of every manifest function's Lambda bundle. */
export async function run(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'skyset-bundles-'));
  try {
    const rows: Row[] = [];
    for (const manifestModule of manifestModules()) {
      rows.push(await measure(manifestModule, dir).catch((error: Error & { errors?: { text: string }[] }) => buildFailure(manifestModule.module, error)));
    }
    report(rows);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
