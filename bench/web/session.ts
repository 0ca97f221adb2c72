import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { chooseChromium } from '#infra/local/chromium.ts';
import { generateExamples } from '#infra/local/data/generate.ts';
import { examplesFolder, examplesReady } from '#infra/local/data/manifest.ts';
import { type LocalRuntime, startLocalRuntime } from '#infra/local/runtime.ts';
import { type BenchApi, benchApiOf } from '../api-client.ts';

/** Example data at scale 1, generated once and kept for reruns (the folder bench/chart-data.ts also uses). */
const CACHE_DIR = resolve('.data/bench-examples-100');
/** The lock every web build takes, so a helper's rebuild never swaps files under another one's copy. */
const BUILD_LOCK = '/tmp/web-build.lock';

/** What the browser benches share: a built copy of the SPA served by a local runtime, a headless Chromium, an API client. */
export interface WebSession {
  clientDir: string;
  runtime: LocalRuntime;
  browser: Browser;
  api: BenchApi;
  /** A fresh browser context (cold cache) signed in as admin, 1440x900. */
  signedInContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Builds the web app under the shared lock and copies `build/client` into a folder of this run, so a rebuild by
 * someone else cannot change the files under the measurement. A failed build says which file, without the stack.
 */
async function buildWebCopy(target: string): Promise<void> {
  const script = `npm run build:web >/dev/null && rm -rf '${target}' && cp -r web/build/client '${target}'`;
  try {
    await promisify(execFile)('flock', [BUILD_LOCK, 'sh', '-c', script], {
      cwd: resolve('.'),
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error).replace(
      new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
      '',
    );
    const cause = stderr
      .split('\n')
      .filter((line) => /error|failed|\.tsx?:\d+/i.test(line))
      .slice(0, 4)
      .join('\n  ');
    throw new Error(`npm run build:web failed:\n  ${cause}`);
  }
}

async function dataDirWithExamples(): Promise<string> {
  if (!(await examplesReady(CACHE_DIR)))
    await generateExamples({ dataDir: CACHE_DIR, log: (line) => console.log(`  generate: ${line}`) });
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-bench-web-data-'));
  await symlink(examplesFolder(CACHE_DIR), join(dataDir, 'examples'));
  return dataDir;
}

async function launchChromium(): Promise<Browser> {
  const { executablePath, args, env } = await chooseChromium();
  return chromium.launch({ executablePath, headless: true, args, env: { ...process.env, ...env } });
}

/**
 * Builds, serves and opens everything the browser benches need; `close()` removes what it made. `BENCH_WEB_DIR`
 * names an existing copy of `build/client` to measure instead of building one.
 */
export async function openWebSession(): Promise<WebSession> {
  const workDir = await mkdtemp(join(tmpdir(), 'skyset-bench-web-'));
  const clientDir = process.env.BENCH_WEB_DIR ? resolve(process.env.BENCH_WEB_DIR) : join(workDir, 'client');
  if (!process.env.BENCH_WEB_DIR)
    await buildWebCopy(clientDir).catch(async (error: unknown) => {
      await rm(workDir, { recursive: true, force: true });
      throw error;
    });
  const dataDir = await dataDirWithExamples();
  const runtime = await startLocalRuntime({ dataDir, port: 0, webDir: clientDir, log: () => undefined });
  const browser = await launchChromium();
  const api = await benchApiOf(runtime);
  const signedInContext = async (): Promise<BrowserContext> => {
    const tokens = await (
      await fetch(`${runtime.url}/api/v1/security/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db', refresh: true }),
      })
    ).json();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((stored) => window.localStorage.setItem('skyset.auth', stored), JSON.stringify(tokens));
    return context;
  };
  const close = async (): Promise<void> => {
    await browser.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
  };
  return { clientDir, runtime, browser, api, signedInContext, close };
}

/** The id of an example dataset by table name. */
export async function datasetId(api: BenchApi, table: string): Promise<number> {
  const { result } = (await api.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`)).body as {
    result: { id: number }[];
  };
  if (!result[0]) throw new Error(`no dataset ${table}`);
  return result[0].id;
}

/** Saves a chart of `vizType` over dataset `datasourceId` with `params` (Superset's form data) and answers its id. */
export async function saveChart(
  api: BenchApi,
  name: string,
  datasourceId: number,
  params: Record<string, unknown>,
): Promise<number> {
  const formData: Record<string, unknown> = {
    datasource: `${datasourceId}__table`,
    time_range: 'No filter',
    adhoc_filters: [],
    ...params,
  };
  const { status, body } = await api.post('/api/v1/chart/', {
    slice_name: name,
    viz_type: formData.viz_type,
    datasource_id: datasourceId,
    datasource_type: 'table',
    params: JSON.stringify(formData),
  });
  if (status !== 201) throw new Error(`saving chart ${name} answered ${status}: ${JSON.stringify(body)}`);
  return Number(body.id);
}
