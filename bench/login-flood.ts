import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Clients posting wrong passwords at once, as in the finding (8 and 16 clients). */
const FLOOD_CLIENTS = Number(process.env.FLOOD_CLIENTS ?? 16);
/** Signed-in dashboard reads timed in each phase, one after another. */
const SAMPLES = Number(process.env.FLOOD_SAMPLES ?? 60);
/** `1`: each wrong password names another (unknown) user, so no user's counter holds the flood back: the hashing alone. */
const DISTINCT_USERS = process.env.FLOOD_DISTINCT_USERS === '1';
const DASHBOARD_PATH = '/api/v1/dashboard/1';

const root = resolve(import.meta.dirname, '..');
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `npm start`'s server process on a free port over `dataDir`, with `env` added; resolves its URL once it is ready. */
function startServer(dataDir: string, env: Record<string, string>): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SKYSET_DATA_DIR: dataDir, LOG_LEVEL: 'ERROR', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /ready at (\S+)/.exec(output)?.[1];
      if (url) ready({ url, server });
    });
    server.on('exit', (code) => fail(new Error(`the server stopped (${code}) before it was ready:\n${output}`)));
  });
}

async function accessToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Milliseconds of SAMPLES signed-in dashboard reads, one after another, sorted. */
async function timeDashboardReads(url: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${DASHBOARD_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${DASHBOARD_PATH} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * FLOOD_CLIENTS clients posting wrong passwords (for `admin`, or distinct users) until `stop` resolves; answers the count
 * of each status, and calls `warmed` once every client has had two answers (the flood is under way in earnest).
 */
async function flood(url: string, stop: Promise<void>, warmed: () => void): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let stopped = false;
  let answered = 0;
  void stop.then(() => (stopped = true));
  let sent = 0;
  const client = async (): Promise<void> => {
    while (!stopped) {
      const username = DISTINCT_USERS ? `flood-${(sent += 1)}` : 'admin';
      const response = await fetch(`${url}/api/v1/security/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'not-the-password', provider: 'db' }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if ((answered += 1) === 2 * FLOOD_CLIENTS) warmed();
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CLIENTS }, client));
  return statuses;
}

const describe = (times: readonly number[]): string => `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`;

/**
 * `npm run bench -- login-flood`: a signed-in `GET /api/v1/dashboard/1` timed alone, then while FLOOD_CLIENTS clients post
 * wrong passwords to `/api/v1/security/login` (the finding that a login flood stalled every other request). Extra
 * server settings come from the environment: FLOOD_DISTINCT_USERS=1 with LOGIN_ADDRESS_FREE_FAILURES and
 * LOGIN_ADDRESS_LOCK_FAILURES at 1000000 times the hashing pool alone, every wrong password hashed.
 */
export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-bench-flood-'));
  const { url, server } = await startServer(dataDir, {});
  try {
    const token = await accessToken(url);
    await timeDashboardReads(url, token);
    const quiet = await timeDashboardReads(url, token);
    let endFlood = (): void => undefined;
    let warmed = (): void => undefined;
    const underWay = new Promise<void>((resolve) => (warmed = resolve));
    const started = performance.now();
    const flooding = flood(url, new Promise((stop) => (endFlood = stop)), warmed);
    await underWay;
    const loaded = await timeDashboardReads(url, token);
    endFlood();
    const statuses = await flooding;
    const seconds = (performance.now() - started) / 1000;
    const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    console.log(`GET ${DASHBOARD_PATH} alone: ${describe(quiet)} (${SAMPLES} sequential reads)`);
    console.log(`GET ${DASHBOARD_PATH} during a flood of ${FLOOD_CLIENTS} clients posting wrong passwords: ${describe(loaded)}`);
    console.log(
      `flood: ${answered} logins answered in ${seconds.toFixed(1)} s (${(answered / seconds).toFixed(1)}/s): ` +
        `${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}; load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    await rm(dataDir, { recursive: true, force: true });
  }
}
