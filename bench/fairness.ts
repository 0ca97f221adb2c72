import rison from 'rison';
import { type Caller, call, loginFlood, signIn, timeEach } from './fairness/clients.ts';
import { peakMemory, runtimeRss, startBenchServer } from './local-server.ts';

/**
 * `npm run bench -- fairness`: what one tenant or an anonymous caller does to everyone else. A signed-in dashboard
 * GET of tenant default, alone, under a login flood, and while tenant acme runs three runaway async queries; then the
 * runtime's memory while acme runs one query that wants gigabytes. Targets: p95 under load <= 2x p95 alone; the
 * runtime's own memory unchanged and the engine's within its limit; the runtime alive.
 */
const SAMPLES = 200;
const FLOOD_CLIENTS = 16;
const ENGINE_MEMORY_LIMIT_MB = 1024;
const RUNAWAY = 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r) SELECT count(*) FROM r';
const GREEDY = "SELECT length(string_agg(repeat('x', 1000), '')) FROM range(2000000)";

const MB = 2 ** 20;
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const mb = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const percentile = (values: number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const sleep = (wait: number): Promise<void> => new Promise((done) => setTimeout(done, wait));

interface Timing {
  p50: number;
  p95: number;
  count: number;
}

const timingOf = (times: number[]): Timing => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  count: times.length,
});

function report(label: string, timing: Timing, alone?: Timing): void {
  const target = alone ? ` (target p95 <= ${ms(2 * alone.p95)}) ${verdict(timing.p95 <= 2 * alone.p95)}` : '';
  console.log(`${label} (${timing.count} answered): p50 ${ms(timing.p50)}, p95 ${ms(timing.p95)}${target}`);
}

/** Statuses of the caller's SQL Lab queries by client id. */
async function queryStatuses(caller: Caller): Promise<Map<string, string>> {
  const listed = await call(caller, 'GET', `/api/v1/query/updated_since?q=${rison.encode({ last_updated_ms: 0 })}`);
  return new Map(
    (listed.body.result as { client_id: string; status: string }[]).map((query) => [query.client_id, query.status]),
  );
}

/** Acme's runaway async queries, running (or queued past its slots) until `stop`. */
async function startRunaways(acme: Caller): Promise<{ stop: () => Promise<void> }> {
  const ids = ['fairrun0001', 'fairrun0002', 'fairrun0003'];
  for (const id of ids)
    await call(acme, 'POST', '/api/v1/sqllab/execute/', {
      database_id: 1,
      sql: RUNAWAY,
      client_id: id,
      runAsync: true,
    });
  // Until the engine runs them (two, or all three where the runtime has no slots): the load this part measures.
  for (let tries = 0; tries < 600; tries += 1) {
    const running = [...(await queryStatuses(acme)).values()].filter((status) => status === 'running').length;
    if (running >= 2) break;
    await sleep(50);
  }
  return {
    stop: async () =>
      void (await Promise.all(ids.map((id) => call(acme, 'POST', '/api/v1/query/stop', { client_id: id })))),
  };
}

export async function run(): Promise<void> {
  const server = await startBenchServer({ ENGINE_MEMORY_LIMIT_MB: String(ENGINE_MEMORY_LIMIT_MB) });
  try {
    await server.createTenant('acme', 'acme-pw');
    const admin = await signIn(server.url, 'admin', 'admin');
    const acme = await signIn(server.url, 'admin', 'acme-pw', 'acme');
    const [dashboard] = (await call(admin, 'GET', '/api/v1/dashboard/')).body.ids as number[];
    const readDashboard = () => call(admin, 'GET', `/api/v1/dashboard/${dashboard}`);
    const smallQuery = () =>
      call(admin, 'POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 42 AS answer' });
    await timeEach(20, readDashboard);
    await timeEach(5, smallQuery);

    const alone = timingOf(await timeEach(SAMPLES, readDashboard));
    const queryAlone = timingOf(await timeEach(20, smallQuery));
    report(`GET /api/v1/dashboard/${dashboard}, alone`, alone);
    report('sync SQL Lab SELECT 42, alone', queryAlone);

    const flood = loginFlood(server.url, FLOOD_CLIENTS);
    await flood.warmed;
    const underLogins = timingOf(await timeEach(SAMPLES, readDashboard));
    const answered = await flood.stop();
    report(`the same GET under ${FLOOD_CLIENTS} clients posting wrong passwords`, underLogins, alone);
    console.log(
      `  login answers meanwhile: ${[...answered].map(([status, count]) => `${count} x ${status}`).join(', ')}`,
    );

    const runaways = await startRunaways(acme);
    const underRunaways = timingOf(await timeEach(SAMPLES, readDashboard));
    const queryUnderRunaways = timingOf(await timeEach(20, smallQuery));
    await runaways.stop();
    report('the same GET while tenant acme runs 3 runaway async queries', underRunaways, alone);
    report("default's sync SELECT 42 meanwhile", queryUnderRunaways, queryAlone);

    const idle = await runtimeRss(server.pid);
    const greedy = await peakMemory(server.pid, () =>
      call(acme, 'POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: GREEDY }),
    );
    const alive = (await fetch(`${server.url}/health`)).status === 200;
    const engineCap = ENGINE_MEMORY_LIMIT_MB * 1.25 * MB + 256 * MB;
    console.log(
      `one query wanting ~2 GB (ENGINE_MEMORY_LIMIT_MB=${ENGINE_MEMORY_LIMIT_MB}): answered ${greedy.value.status} ${JSON.stringify(greedy.value.body).slice(0, 140)}`,
    );
    console.log(
      `  runtime process: idle ${mb(idle)}, peak ${mb(greedy.runtimeBytes)} (target <= idle + 256 MB) ${verdict(greedy.runtimeBytes <= idle + 256 * MB)}`,
    );
    console.log(
      `  engine processes: peak ${mb(greedy.childrenBytes)} (target <= ${mb(engineCap)}) ${verdict(greedy.childrenBytes <= engineCap)}; runtime alive: ${verdict(alive)}`,
    );
  } finally {
    await server.stop();
  }
}
