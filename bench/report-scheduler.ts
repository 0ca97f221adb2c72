import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startLocalRuntime } from '#infra/local/runtime.ts';
import { type BenchApi, benchApiOf } from './api-client.ts';

/** Reports firing at the same minute: the scheduler enqueues them all at once, the worker takes them one by one. */
const REPORTS = 10;
const TARGET_MS = 2000;

/** Create the reports (every minute, on a table chart of birth_names); answers their ids. */
async function createReports(api: BenchApi): Promise<number[]> {
  const chart = await api.post('/api/v1/chart/', {
    slice_name: 'Drift chart',
    viz_type: 'table',
    datasource_id: 1,
    datasource_type: 'table',
  });
  const ids: number[] = [];
  for (let index = 0; index < REPORTS; index += 1) {
    const created = await api.post('/api/v1/report/', {
      type: 'Report',
      name: `Drift ${index}`,
      crontab: '* * * * *',
      chart: chart.body.id,
      creation_method: 'alerts_reports',
    });
    if (created.status !== 201) throw new Error(`report not created: ${JSON.stringify(created.body)}`);
    ids.push(created.body.id as number);
  }
  return ids;
}

/** Each report's first run: the occurrence and when its run started. */
async function firstRuns(
  api: BenchApi,
  ids: number[],
  deadline: number,
): Promise<{ scheduled: number; started: number }[]> {
  for (;;) {
    const logs = await Promise.all(
      ids.map((id) => api.get(`/api/v1/report/${id}/log/?q=(order_column:scheduled_dttm,order_direction:asc)`)),
    );
    const entries = logs.map((log) => (log.body.result as { scheduled_dttm: string; start_dttm: string }[])[0]);
    if (entries.every(Boolean))
      return entries.map((entry) => ({
        scheduled: Date.parse(entry!.scheduled_dttm),
        started: Date.parse(entry!.start_dttm),
      }));
    if (Date.now() > deadline) throw new Error('the reports did not run within two minutes');
    await sleep(500);
  }
}

/**
 * `npm run bench -- report-scheduler`: drift between a report's due time and its run starting, with the local
 * runtime's scheduler, queue and worker and the system clock (target: <= 2 s). Waits for the next minute.
 */
export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-bench-'));
  const runtime = await startLocalRuntime({ dataDir, port: 0, log: () => undefined, exampleDashboards: false });
  try {
    const api = await benchApiOf(runtime);
    const ids = await createReports(api);
    const runs = await firstRuns(api, ids, Date.now() + 120_000);
    const drifts = runs.map((entry) => entry.started - entry.scheduled).sort((a, b) => a - b);
    const worst = drifts.at(-1) ?? NaN;
    console.log(`report-scheduler: ${REPORTS} reports due at ${new Date(runs[0]!.scheduled).toISOString()}`);
    console.log(
      `  drift due -> run start: min ${drifts[0]} ms, median ${drifts[Math.floor(drifts.length / 2)]} ms, max ${worst} ms (target <= ${TARGET_MS} ms)`,
    );
    console.log(`  ${worst <= TARGET_MS ? 'PASS' : 'FAIL'}`);
  } finally {
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
