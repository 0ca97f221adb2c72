import { beforeAll, describe, expect, it } from 'vitest';
import { handler as reportWorker } from '#functions/jobs/report-worker.ts';
import { runReportJob } from '#functions/reports/run/run-report.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { sqsDelivery } from '../helpers/sqs-delivery.ts';
import { put, saveChart } from '../charts/saved/saved-chart-client.ts';
import { createDashboard } from '../dashboards/dashboard-client.ts';
import { alertBody, createReport, REPORTS, reportBody } from './report-client.ts';
import { CSV, PNG, runFakes } from './run-fakes.ts';

const admin = useApiClient<JsonBody>();
let chartId: number;

beforeAll(async () => {
  chartId = await saveChart(admin, { slice_name: 'Run chart' });
});

/** Occurrences from a minute boundary two days ago: the log endpoint keeps what is within the retention of the real now. */
const BASE = Math.floor(Date.now() / 60_000) * 60_000 - 2 * 24 * 3600_000;
const DAY = 24 * 60;
/** The ISO instant `minutes` (and `seconds`) after BASE. */
const at = (minutes: number, seconds = 0): string => new Date(BASE + minutes * 60_000 + seconds * 1000).toISOString();
const job = (reportId: number, scheduledAt: string) => ({ tenantId: 'default', reportId, scheduledAt });
const logOf = async (reportId: number) => (await admin.get(`${REPORTS}${reportId}/log/`)).body;
const ENTRY = {
  id: expect.any(Number),
  uuid: expect.any(String),
  start_dttm: expect.any(String),
  end_dttm: expect.any(String),
};

describe('a report run (one schedule occurrence)', () => {
  it('renders PNG and CSV, mails them once, logs Success; a redelivered job sends nothing', async () => {
    // Arrange
    const id = await createReport(
      admin,
      reportBody(chartId, {
        name: 'Run once',
        description: 'Morning <numbers>',
        context_markdown: '**bold** <script>x</script>',
        extra: { additional_formats: ['CSV'] },
        recipients: [
          {
            type: 'Email',
            recipient_config_json: { target: 'a@example.com, b@example.com', bccTarget: 'c@example.com' },
          },
        ],
      }),
    );
    const fakes = runFakes(at(0, 1));

    // Act
    const first = await runReportJob(job(id, at(0)), fakes.deps);
    const again = await runReportJob(job(id, at(0)), fakes.deps);

    // Assert
    expect([first, again]).toEqual(['ran', 'duplicate']);
    expect(fakes.requests).toEqual([
      {
        tenantId: 'default',
        reportId: id,
        executor: { userId: expect.any(Number), username: 'admin' },
        target: { chartId },
        formats: ['PNG', 'CSV'],
        customWidth: null,
        deadline: Date.parse(at(0, 1)) + 3600_000,
      },
    ]);
    expect(fakes.mails).toEqual([
      {
        to: ['a@example.com', 'b@example.com'],
        cc: [],
        bcc: ['c@example.com'],
        subject: '[Report] Run once',
        html: expect.stringContaining(`<a href="http://localhost/explore/?slice_id=${chartId}">Explore in Skyset</a>`),
        text: expect.stringContaining('Morning <numbers>'),
        attachments: [PNG, CSV],
      },
    ]);
    expect(fakes.mails[0]?.html).toContain('<p>Morning &lt;numbers&gt;</p>');
    expect(fakes.mails[0]?.html).toContain('<strong>bold</strong> &lt;script&gt;x&lt;/script&gt;');
    expect((await logOf(id)).result).toEqual([
      { ...ENTRY, state: 'Success', scheduled_dttm: at(0), value: null, value_row_json: null, error_message: null },
    ]);
  });

  it('logs Success with a note of the requests outside Skyset the rendered page was refused', async () => {
    // Arrange
    const id = await createReport(admin, reportBody(chartId, { name: 'Hostile markdown' }));
    const blocked = { total: 3, byType: { image: 2, stylesheet: 1 }, origins: ['http://169.254.169.254'] };
    const fakes = runFakes(at(0, 1), { blocked });

    // Act
    await runReportJob(job(id, at(0)), fakes.deps);

    // Assert
    expect(fakes.mails).toHaveLength(1);
    expect((await logOf(id)).result).toEqual([
      {
        ...ENTRY,
        state: 'Success',
        scheduled_dttm: at(0),
        value: null,
        value_row_json: null,
        error_message: '3 requests outside Skyset were blocked (2 image, 1 stylesheet).',
      },
    ]);
  });

  it('asks for a PDF of a dashboard with its chosen tabs, at its custom width', async () => {
    // Arrange
    const dashboardId = await createDashboard(admin, { dashboard_title: 'Tabbed for mail', published: true });
    const id = await createReport(
      admin,
      reportBody(chartId, {
        name: 'Dashboard PDF',
        chart: null,
        dashboard: dashboardId,
        report_format: 'PDF',
        custom_width: 1400,
        extra: { dashboard: { activeTabs: ['TAB-a', 'TAB-b'] } },
      }),
    );
    const fakes = runFakes(at(0, 1));

    // Act
    await runReportJob(job(id, at(0)), fakes.deps);

    // Assert
    expect(fakes.requests.map(({ target, formats, customWidth }) => ({ target, formats, customWidth }))).toEqual([
      { target: { dashboardId, selectedTabs: ['TAB-a', 'TAB-b'] }, formats: ['PDF'], customWidth: 1400 },
    ]);
    expect(fakes.mails.map((mail) => mail.subject)).toEqual(['[Report] Dashboard PDF']);
  });

  it('logs Not triggered and sends nothing when an alert condition does not hold', async () => {
    // Arrange
    const id = await createReport(
      admin,
      alertBody(chartId, {
        name: 'Quiet alert',
        sql: 'SELECT 3 AS births',
        validator_config_json: { op: '>', threshold: 10 },
      }),
    );
    const fakes = runFakes(at(0, 1));

    // Act
    await runReportJob(job(id, at(0)), fakes.deps);

    // Assert
    expect(fakes.mails).toEqual([]);
    expect((await logOf(id)).result).toEqual([
      {
        ...ENTRY,
        state: 'Not triggered',
        scheduled_dttm: at(0),
        value: 3,
        value_row_json: '{"births":3}',
        error_message: null,
      },
    ]);
  });

  it('sends a triggered alert, then logs On Grace within its grace period and sends again after it', async () => {
    // Arrange
    const id = await createReport(
      admin,
      alertBody(chartId, { name: 'Loud alert', sql: 'SELECT 42', grace_period: 3600 }),
    );
    const fakes = runFakes(at(0, 1));

    // Act
    await runReportJob(job(id, at(0)), fakes.deps);
    fakes.clock.set(at(30, 1));
    await runReportJob(job(id, at(30)), fakes.deps);
    fakes.clock.set(at(90, 1));
    await runReportJob(job(id, at(90)), fakes.deps);

    // Assert
    expect(fakes.mails.map((mail) => mail.subject)).toEqual(['[Alert] Loud alert', '[Alert] Loud alert']);
    expect(fakes.mails[0]?.text).toContain('Alert triggered: the query returned 42 (condition: > 10).');
    expect(
      (await logOf(id)).result.map((entry: JsonBody) => [entry.scheduled_dttm, entry.state, entry.error_message]),
    ).toEqual([
      [at(90), 'Success', null],
      [at(30), 'On Grace', 'Alert fired during grace period.'],
      [at(0), 'Success', null],
    ]);
  });

  it.each([
    [
      'a rendering failure',
      { contentError: new Error('The chart could not be rendered') },
      'The chart could not be rendered',
    ],
    ['the working timeout', { contentNever: true, timeoutNow: true }, 'Report Schedule reached a working timeout.'],
  ])('logs Error with the message of %s and sends nothing', async (name, options, message) => {
    // Arrange
    const id = await createReport(admin, reportBody(chartId, { name: `Failing: ${name}` }));
    const fakes = runFakes(at(0, 1), options);

    // Act
    await runReportJob(job(id, at(0)), fakes.deps);
    const shown = await admin.get(`${REPORTS}${id}?q=(columns:!(last_state))`);

    // Assert
    expect(fakes.mails).toEqual([]);
    expect((await logOf(id)).result).toEqual([
      { ...ENTRY, state: 'Error', scheduled_dttm: at(0), value: null, value_row_json: null, error_message: message },
    ]);
    expect(shown.body.result).toEqual({ last_state: 'Error' });
  });

  it('logs an alert query returning two rows as Error in Superset words', async () => {
    // Arrange
    const id = await createReport(
      admin,
      alertBody(chartId, { name: 'Two rows', sql: 'SELECT * FROM (VALUES (1), (2)) AS t(n)' }),
    );
    const fakes = runFakes(at(0, 1));

    // Act
    await runReportJob(job(id, at(0)), fakes.deps);

    // Assert
    expect((await logOf(id)).result[0].error_message).toBe('Alert query returned more than one row. 2 rows returned');
  });

  it('skips a report deactivated since its occurrence was scheduled', async () => {
    // Arrange
    const id = await createReport(admin, reportBody(chartId, { name: 'Switched off' }));
    await put(admin, `${REPORTS}${id}`, { active: false });
    const fakes = runFakes(at(0, 1));

    // Act
    const result = await runReportJob(job(id, at(0)), fakes.deps);

    // Assert
    expect([result, fakes.mails, (await logOf(id)).count]).toEqual(['skipped', [], 0]);
  });

  it('drops log entries older than the report log retention', async () => {
    // Arrange
    const id = await createReport(admin, reportBody(chartId, { name: 'Short memory', log_retention: 1 }));
    const fakes = runFakes(at(0, 1));
    await runReportJob(job(id, at(0)), fakes.deps);

    // Act
    fakes.clock.set(at(2 * DAY, 1));
    await runReportJob(job(id, at(2 * DAY)), fakes.deps);

    // Assert
    expect((await logOf(id)).result.map((entry: JsonBody) => entry.scheduled_dttm)).toEqual([at(2 * DAY)]);
  });
});

describe('the report worker', () => {
  it('drops a record that is no report job, and delivers a CSV report with the deployment delivery', async () => {
    // Arrange: a CSV needs no browser, so the runtime's own delivery (the outbox) sends it
    const id = await createReport(admin, reportBody(chartId, { name: 'Through the worker', report_format: 'CSV' }));

    // Act
    const malformed = await reportWorker(sqsDelivery('report', { not: 'a job' }, 1));
    const delivered = await reportWorker(sqsDelivery('report', job(id, at(0)), 1));

    // Assert (PNG through Chromium end to end: tests/e2e/report-delivery.test.ts)
    expect([malformed, delivered]).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(
      (await logOf(id)).result.map((entry: JsonBody) => [entry.scheduled_dttm, entry.state, entry.error_message]),
    ).toEqual([[at(0), 'Success', null]]);
  });
});
