import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build, type BuildOptions } from 'esbuild';
import { type BundleWeight, bundleWeight } from '#infra/cloud/bundle-weight.ts';
import { esbuildOptions, functionBuildOptions } from '#infra/cloud/bundling.ts';
import { type ManifestModule, manifestModules } from '#infra/cloud/modules.ts';
import { REPO_ROOT } from '#infra/cloud/paths.ts';
import { minimalHandlerSource, sdkClientsOf } from './bundles/minimal-handler.ts';

const execFileAsync = promisify(execFile);

const MAX_KB = 1024;
const MAX_IMPORT_RATIO = 2;
const IMPORT_RUNS = 7;

/** What a cold start reads: the cloud configuration of functions/lib/config.ts, with placeholder resource names. */
const CLOUD_ENV: Record<string, string> = {
  AWS_REGION: 'us-east-1',
  // The SDK warns once on Node < 22 (this machine), never on the nodejs22.x runtime: printing it would slow the reference only.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
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

/**
 * Imports one bundle in a process of its own, as a cold Lambda container loads it: the wall time, and the CPU time the
 * process spent on it (user and system). Loading is CPU-bound, so on an idle machine the two agree; on a shared one
 * only the wall time grows with the other processes' load, so the ratio is taken on CPU time.
 */
const IMPORT_SCRIPT =
  'const c = process.cpuUsage(); const t = performance.now(); await import(process.argv[1]); const u = process.cpuUsage(c);' +
  ' process.stdout.write(JSON.stringify({ wallMs: performance.now() - t, cpuMs: (u.user + u.system) / 1000 }));';

interface ImportTime {
  wallMs: number;
  cpuMs: number;
}

interface Row {
  module: string;
  weight: BundleWeight | undefined;
  /** Medians of the bundle's imports. */
  own: ImportTime | undefined;
  /** Median CPU time of the reference's imports. */
  referenceCpuMs: number | undefined;
  /** CPU time of the import over the reference's, paired run by run. */
  ratio: number | undefined;
  /** The SDK clients of the reference handler, `+`-joined. */
  reference: string;
  error?: string;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function importOnce(file: string): Promise<ImportTime> {
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT, file], {
    env: { PATH: process.env.PATH ?? '', ...CLOUD_ENV },
  });
  return JSON.parse(stdout) as ImportTime;
}

/** Imports of a bundle and of its reference, alternating, so each pair sees the same machine. */
async function importTimes(
  file: string,
  referenceFile: string,
): Promise<Pick<Row, 'own' | 'referenceCpuMs' | 'ratio'>> {
  const own: ImportTime[] = [];
  const reference: ImportTime[] = [];
  for (let i = 0; i < IMPORT_RUNS; i += 1) {
    own.push(await importOnce(file));
    reference.push(await importOnce(referenceFile));
  }
  return {
    own: { wallMs: median(own.map((time) => time.wallMs)), cpuMs: median(own.map((time) => time.cpuMs)) },
    referenceCpuMs: median(reference.map((time) => time.cpuMs)),
    ratio: median(own.map((time, i) => time.cpuMs / reference[i]!.cpuMs)),
  };
}

/** Builds into `dir` as the stack does and returns the bundle's weight; `dir/index.mjs` is what Lambda loads. */
async function buildInto(options: BuildOptions & { outdir: string }): Promise<BundleWeight> {
  await mkdir(options.outdir, { recursive: true });
  const { metafile } = await build({ ...options, metafile: true, logLevel: 'silent' });
  return bundleWeight(metafile, options.outdir);
}

/** The minimal handler that imports only `clients`, bundled the same way once per set of clients. */
const references = new Map<string, Promise<string>>();
function referenceBundle(clients: readonly string[], root: string): Promise<string> {
  const key = clients.join('+') || 'no-sdk';
  if (!references.has(key)) {
    const outdir = join(root, `reference-${references.size}`);
    const stdin = {
      contents: minimalHandlerSource(clients),
      resolveDir: REPO_ROOT,
      sourcefile: 'minimal-handler.ts',
      loader: 'ts' as const,
    };
    references.set(
      key,
      buildInto({ ...esbuildOptions, absWorkingDir: REPO_ROOT, stdin, entryNames: 'index', outdir }).then(() =>
        join(outdir, 'index.mjs'),
      ),
    );
  }
  return references.get(key)!;
}

/**
 * Bundle one module exactly as the stack does (bundling.ts) into a folder of its own, outside the repository so
 * externals cannot resolve; a module with installed packages gets them beside the bundle, as its Lambda asset has them.
 */
async function measure(manifestModule: ManifestModule, root: string): Promise<Row> {
  const dir = join(root, manifestModule.module.replaceAll('/', '-'));
  const weight = await buildInto(functionBuildOptions(manifestModule, dir));
  if (manifestModule.installedModules?.length)
    await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const clients = sdkClientsOf(weight);
  const row = { module: manifestModule.module, weight, reference: clients.join('+') };
  try {
    return { ...row, ...(await importTimes(join(dir, 'index.mjs'), await referenceBundle(clients, root))) };
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    return {
      ...row,
      own: undefined,
      referenceCpuMs: undefined,
      ratio: undefined,
      error: stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr.slice(0, 200),
    };
  }
}

/** A module that does not bundle: esbuild's first message says which import is missing. */
function buildFailure(module: string, error: Error & { errors?: { text: string }[] }): Row {
  return {
    module,
    weight: undefined,
    own: undefined,
    referenceCpuMs: undefined,
    ratio: undefined,
    reference: '',
    error: `build: ${error.errors?.[0]?.text ?? error.message.split('\n')[0]}`,
  };
}

const kb = (bytes: number | undefined): string => (bytes === undefined ? 'error' : (bytes / 1024).toFixed(1));

function report(rows: Row[]): void {
  const pass = (row: Row): boolean =>
    (row.weight?.coldStartBytes ?? Infinity) <= MAX_KB * 1024 && (row.ratio ?? Infinity) <= MAX_IMPORT_RATIO;
  const head = ['cold KB', 'lazy KB', 'import ms', 'cpu ms', 'ref cpu', 'ratio']
    .map((title) => title.padStart(9))
    .join(' ');
  console.log(`${'function'.padEnd(30)} ${head}  result  reference (SDK clients)`);
  for (const row of rows) {
    const ms = (value: number | undefined): string => (value === undefined ? 'error' : value.toFixed(1));
    const cells = [
      kb(row.weight?.coldStartBytes),
      kb(row.weight?.lazyBytes),
      ms(row.own?.wallMs),
      ms(row.own?.cpuMs),
      ms(row.referenceCpuMs),
      row.ratio?.toFixed(2) ?? 'error',
    ];
    console.log(
      `${row.module.padEnd(30)} ${cells.map((cell) => cell.padStart(9)).join(' ')}  ${(pass(row) ? 'PASS' : 'FAIL').padEnd(6)}  ${row.reference}`,
    );
    if (row.error) console.log(`  ${row.error}`);
  }
  const failed = rows.filter((row) => !pass(row)).length;
  console.log(
    `targets: <= ${MAX_KB} KB read at cold start (minified index.mjs and the chunks it imports statically, maps excluded; lazy chunks apart), ` +
      `import CPU time <= ${MAX_IMPORT_RATIO}x a minimal handler's constructing the same SDK clients (median of ${IMPORT_RUNS} paired runs, each import in a fresh process, Node ${process.versions.node})`,
  );
  console.log(failed === 0 ? 'bundles: PASS' : `bundles: FAIL (${failed} of ${rows.length})`);
}

/**
 * `npm run bench -- bundles`: cold-start size and import time of every manifest function's Lambda bundle, or only of
 * those named in `BENCH_BUNDLES` (comma-separated modules, such as `dashboards/handler,reports/handler`).
 */
export async function run(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'skyset-bundles-'));
  try {
    const rows: Row[] = [];
    const only = process.env.BENCH_BUNDLES?.split(',');
    for (const manifestModule of manifestModules().filter((m) => !only || only.includes(m.module))) {
      rows.push(
        await measure(manifestModule, dir).catch((error: Error & { errors?: { text: string }[] }) =>
          buildFailure(manifestModule.module, error),
        ),
      );
    }
    report(rows);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
