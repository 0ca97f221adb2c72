import { afterAll, describe, expect, it } from 'vitest';
import { type JsonBody, loginApiClient } from '../helpers/api-client.ts';
import { startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';
import { until } from '../helpers/until.ts';
import { FakeClock } from './fake-clock.ts';
import { REPORTS, reportBody } from './report-client.ts';

// Reports are armed at the wall clock's time: the scheduler's clock follows it until the test moves it.
const clock = new FakeClock('wall clock');
let runtime: TestRuntime | undefined;

afterAll(async () => {
  await runtime?.dispose();
});

/** The minute boundary the scheduler's latest timer rings at, once it has planned one. */
const plannedOccurrence = () =>
  until(() => clock.timers.find((timer) => !timer.cancelled && timer.at % 60_000 === 0)?.at);

describe('the runtime fires active reports on its scheduler', () => {
  it('puts one job on the report queue per occurrence, and none again after a restart', async () => {
    // Arrange
    runtime = await startTestRuntime(undefined, { reportScheduler: true, reportClock: clock });
    const admin = await loginApiClient<JsonBody>(runtime);
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Every minute',
      viz_type: 'table',
      datasource_id: 1,
      datasource_type: 'table',
    });
    // CSV: its delivery needs no web app or browser, so the run settles at once wherever the test runs.
    const created = await admin.post(
      REPORTS,
      reportBody(chart.body.id, { name: 'Every minute', crontab: '* * * * *', report_format: 'CSV' }),
    );
    const occurrence = await plannedOccurrence();

    // Act
    clock.advanceTo(occurrence + 100);
    const firstLog = await until(async () => {
      const log = await admin.get(`${REPORTS}${created.body.id}/log/`);
      return log.body.count > 0 && log.body.result[0].state !== 'Working' ? log.body : undefined;
    });
    await runtime.close();
    runtime = {
      ...(await startTestRuntime(runtime.dataDir, { reportScheduler: true, reportClock: clock })),
      dispose: runtime.dispose,
    };
    const afterRestart = await loginApiClient<JsonBody>(runtime);
    const nextOccurrence = await until(
      () => clock.timers.find((timer) => !timer.cancelled && timer.at > occurrence)?.at,
    );
    const logAfterRestart = await afterRestart.get(`${REPORTS}${created.body.id}/log/`);

    // Assert: one settled run of the occurrence (its outcome is the delivery's business, tested with the run)
    expect(firstLog.result.map((entry: JsonBody) => entry.scheduled_dttm)).toEqual([
      new Date(occurrence).toISOString(),
    ]);
    expect(nextOccurrence).toBe(occurrence + 60_000);
    expect(logAfterRestart.body.count).toBe(1);
  });
});
