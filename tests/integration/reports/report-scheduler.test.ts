import { describe, expect, it } from 'vitest';
import type { ReportJob } from '#shared/api/report.ts';
import { LocalReportScheduler, listLocalSchedules } from '#functions/lib/adapters/report-scheduler/local-schedules.ts';
import { ReportScheduleRunner } from '#infra/local/report-scheduler.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { FakeClock } from './fake-clock.ts';

const admin = useApiClient<JsonBody>();

const MINUTE = 60_000;
/** A fixed Monday 10:00:30 UTC, far from the wall clock: these schedules are written with the fake clock's time. */
const T0 = Date.parse('2030-01-07T10:00:30Z');
let nextReportId = 900_000;

/** A runner over one report's schedule only (other tests' schedules share the store), collecting what it enqueues. */
function runnerFor(reportId: number, clock: FakeClock, jobs: ReportJob[]): ReportScheduleRunner {
  return new ReportScheduleRunner({
    clock,
    log: () => undefined,
    enqueue: async (job) => void jobs.push(job),
    schedules: async () => (await listLocalSchedules('default')).filter((schedule) => schedule.reportId === reportId),
  });
}

async function armed(crontab: string, timezone = 'UTC'): Promise<number> {
  const reportId = (nextReportId += 1);
  await new LocalReportScheduler(() => new Date(T0)).put({ tenant: 'default', reportId, crontab, timezone });
  return reportId;
}

describe('the local report scheduler', () => {
  it('sleeps until the next occurrence, fires it once and plans the one after', async () => {
    // Arrange
    const reportId = await armed('* * * * *');
    const clock = new FakeClock(T0);
    const jobs: ReportJob[] = [];
    const runner = runnerFor(reportId, clock, jobs);

    // Act
    await runner.wake();
    const firstRing = clock.nextRing;
    clock.advanceTo(T0 + 30_000 + 150);
    await runner.wake();
    await runner.wake();
    const nextRing = clock.nextRing;
    await runner.stop();

    // Assert
    expect(firstRing).toBe(T0 + 30_000);
    expect(jobs).toEqual([{ tenantId: 'default', reportId, scheduledAt: '2030-01-07T10:01:00.000Z' }]);
    expect(nextRing).toBe(T0 + 30_000 + MINUTE);
  });

  it('reads the crontab in the report time zone', async () => {
    // Arrange: 11:01 in Paris is 10:01 UTC in January (read in UTC it would be an hour away)
    const reportId = await armed('1 11 * * *', 'Europe/Paris');
    const clock = new FakeClock(T0);
    const runner = runnerFor(reportId, clock, []);

    // Act
    await runner.wake();
    const nextRing = clock.nextRing;
    await runner.stop();

    // Assert
    expect(nextRing).toBe(Date.parse('2030-01-07T10:01:00Z'));
  });

  it('does not fire an occurrence again after a restart', async () => {
    // Arrange
    const reportId = await armed('* * * * *');
    const clock = new FakeClock(T0 + 30_000 + 150);
    const before: ReportJob[] = [];
    const first = runnerFor(reportId, clock, before);
    await first.wake();
    await first.stop();

    // Act: a new runner (the runtime restarted) at the same instant, and a second runner racing it
    const after: ReportJob[] = [];
    const restarted = runnerFor(reportId, clock, after);
    const racing = runnerFor(reportId, clock, after);
    await Promise.all([restarted.wake(), racing.wake()]);
    await Promise.all([restarted.stop(), racing.stop()]);

    // Assert
    expect(before.map((job) => job.scheduledAt)).toEqual(['2030-01-07T10:01:00.000Z']);
    expect(after).toEqual([]);
  });

  it('fires an occurrence again when its job could not be enqueued', async () => {
    // Arrange
    const reportId = await armed('* * * * *');
    const clock = new FakeClock(T0 + 30_000 + 150);
    const jobs: ReportJob[] = [];
    const failing = new ReportScheduleRunner({
      clock,
      log: () => undefined,
      enqueue: () => Promise.reject(new Error('queue down')),
      schedules: async () => (await listLocalSchedules('default')).filter((schedule) => schedule.reportId === reportId),
    });
    await failing.wake();
    await failing.stop();

    // Act
    const retrying = runnerFor(reportId, clock, jobs);
    await retrying.wake();
    await retrying.stop();

    // Assert
    expect(jobs.map((job) => job.scheduledAt)).toEqual(['2030-01-07T10:01:00.000Z']);
  });

  it('skips occurrences missed long ago while stopped, firing only the one within a minute', async () => {
    // Arrange: armed at 10:00:30, the runtime comes back at 10:30:20
    const reportId = await armed('* * * * *');
    const clock = new FakeClock(T0 + 30 * MINUTE - 10_000);
    const jobs: ReportJob[] = [];
    const runner = runnerFor(reportId, clock, jobs);

    // Act
    await runner.wake();
    await runner.stop();

    // Assert
    expect(jobs.map((job) => job.scheduledAt)).toEqual(['2030-01-07T10:30:00.000Z']);
  });

  it('fires nothing for a report made inactive', async () => {
    // Arrange
    const reportId = await armed('* * * * *');
    await new LocalReportScheduler(() => new Date(T0)).remove('default', reportId);
    const clock = new FakeClock(T0 + 30_000 + 150);
    const jobs: ReportJob[] = [];
    const runner = runnerFor(reportId, clock, jobs);

    // Act
    await runner.wake();
    const nextRing = clock.nextRing;
    await runner.stop();

    // Assert: nothing due, so only the periodic re-read is planned
    expect(jobs).toEqual([]);
    expect(nextRing).toBe(T0 + 30_000 + 150 + 60_000);
  });

  it('keeps the schedule of an active report made through the API and drops it when deactivated', async () => {
    // Arrange
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Scheduled chart',
      viz_type: 'table',
      datasource_id: 1,
      datasource_type: 'table',
    });
    const created = await admin.post('/api/v1/report/', {
      type: 'Report',
      name: 'Every weekday',
      crontab: '30 8 * * 1-5',
      timezone: 'America/New_York',
      chart: chart.body.id,
    });
    const id = created.body.id as number;

    // Act
    const whileActive = (await listLocalSchedules('default')).filter((schedule) => schedule.reportId === id);
    await admin.request(`/api/v1/report/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    const afterwards = (await listLocalSchedules('default')).filter((schedule) => schedule.reportId === id);

    // Assert
    expect(whileActive).toEqual([
      {
        tenant: 'default',
        reportId: id,
        crontab: '30 8 * * 1-5',
        timezone: 'America/New_York',
        armedAt: expect.any(String),
      },
    ]);
    expect(afterwards).toEqual([]);
  });
});
