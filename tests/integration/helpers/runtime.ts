import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { generateExamples } from '#infra/local/data/generate.ts';
import type { QueueClock } from '#infra/local/queue/clock.ts';
import { type LocalRuntime, startLocalRuntime } from '#infra/local/runtime.ts';

let examplesCache: Promise<string> | undefined;

/** Example data generated once per test worker, copied into each runtime's data folder (generation is the slow part). */
function cachedExamples(): Promise<string> {
  examplesCache ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skyset-examples-'));
    await generateExamples({ dataDir: dir });
    return dir;
  })();
  return examplesCache;
}

export interface TestRuntime extends LocalRuntime {
  dataDir: string;
  /** Close the runtime and delete its data folder. */
  dispose(): Promise<void>;
}

/**
 * The whole local runtime on a free port over a temporary data folder (or `dataDir` to test restarts); without the
 * example dashboards and the report scheduler unless asked, so tests see only what they make.
 */
export async function startTestRuntime(
  dataDir?: string,
  options: {
    exampleDashboards?: boolean;
    reportScheduler?: boolean;
    reportClock?: QueueClock;
    gatewayTimeoutMs?: number;
    /** The built web app to serve (the repository's `web/build/client` unless given). */
    webDir?: string;
  } = {},
): Promise<TestRuntime> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'skyset-it-')));
  if (!dataDir) await cp(await cachedExamples(), dir, { recursive: true });
  // The report scheduler stays off unless asked: reports that tests create must not fire on the wall clock.
  const runtime = await startLocalRuntime({
    dataDir: dir,
    port: 0,
    adminPassword: 'admin',
    log: () => undefined,
    exampleDashboards: options.exampleDashboards ?? false,
    reportScheduler: options.reportScheduler ?? false,
    ...(options.reportClock ? { reportClock: options.reportClock } : {}),
    ...(options.gatewayTimeoutMs ? { gatewayTimeoutMs: options.gatewayTimeoutMs } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
  });
  return {
    ...runtime,
    dataDir: dir,
    dispose: async () => {
      await runtime.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Log in through the API (to the default tenant unless `tenant` is given) and return the tokens. */
export async function login(
  url: string,
  username = 'admin',
  password = 'admin',
  tenant?: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password,
      provider: 'db',
      refresh: true,
      ...(tenant === undefined ? {} : { tenant }),
    }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/**
 * `npm run tenant -- create <name> --admin-password <pw>` as an operator runs it, on a data folder (its runtime running
 * or not); without the example dashboards, so tests see only what they make.
 */
export async function createTenantWithCommand(dataDir: string, tenant: string, password: string): Promise<void> {
  const root = resolve(import.meta.dirname, '../../..');
  const command = [
    '--import',
    'tsx',
    'infra/local/bin/tenant.ts',
    'create',
    tenant,
    '--admin-password',
    password,
    '--without-example-dashboards',
  ];
  await promisify(execFile)(process.execPath, command, {
    cwd: root,
    env: { ...process.env, SKYSET_DATA_DIR: dataDir },
  });
}
