import { beforeAll, describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { del, put, saveChart, userIdOf } from '../charts/saved/saved-chart-client.ts';
import { alertBody, createReport, REPORTS, reportBody } from './report-client.ts';

const admin = useApiClient<JsonBody>();
let chartId: number;
let adminRef: { id: number; first_name: string; last_name: string };

beforeAll(async () => {
  chartId = await saveChart(admin, { slice_name: 'Births for reports' });
  adminRef = { id: await userIdOf('admin'), first_name: 'Admin', last_name: 'User' };
});

describe('report schedules (Superset ReportScheduleRestApi): create and show', () => {
  it('creates a chart report and shows it with Superset show columns', async () => {
    // Arrange
    const body = reportBody(chartId, { name: 'Shown report', description: 'For the team', context_markdown: '**Hi**' });

    // Act
    const created = await admin.post(REPORTS, body);
    const shown = await admin.get(`${REPORTS}${created.body.id}`);

    // Assert
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), result: body } });
    expect(shown.status).toBe(200);
    expect(shown.body.result).toEqual({
      id: created.body.id,
      name: 'Shown report',
      type: 'Report',
      active: true,
      description: 'For the team',
      context_markdown: '**Hi**',
      creation_method: 'alerts_reports',
      crontab: '0 9 * * *',
      timezone: 'UTC',
      custom_width: null,
      chart: { id: chartId, slice_name: 'Births for reports', viz_type: 'table' },
      dashboard: null,
      database: null,
      extra: {},
      force_screenshot: false,
      grace_period: 14400,
      working_timeout: 3600,
      log_retention: 90,
      last_eval_dttm: null,
      last_state: 'Not triggered',
      last_value: null,
      last_value_row_json: null,
      owners: [adminRef],
      recipients: [{ id: expect.any(Number), type: 'Email', recipient_config_json: '{"target":"team@example.com"}' }],
      report_format: 'PNG',
      sql: null,
      validator_type: null,
      validator_config_json: null,
      email_subject: null,
    });
    expect(shown.body.show_title).toBe('Show Report Schedule');
  });

  it('creates an alert with its query and condition', async () => {
    // Act
    const created = await admin.post(REPORTS, alertBody(chartId, { name: 'Alert shown' }));
    const shown = await admin.get(
      `${REPORTS}${created.body.id}?q=(columns:!(database.id,database.database_name,sql,validator_type,validator_config_json))`,
    );

    // Assert
    expect(created.status).toBe(201);
    expect(shown.body.result).toEqual({
      database: { id: 1, database_name: 'examples' },
      sql: 'SELECT COUNT(*) FROM birth_names',
      validator_type: 'operator',
      validator_config_json: '{"op":">","threshold":10}',
    });
  });

  it('refuses bad input with 400 in marshmallow words, every field at once', async () => {
    // Act
    const answer = await admin.post(REPORTS, {
      ...reportBody(chartId),
      crontab: '61 * * * *',
      timezone: 'Mars/Olympus',
      report_format: 'GIF',
      grace_period: 0,
      colour: 'red',
    });

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: {
        message: {
          crontab: ['Cron expression is not valid'],
          timezone: ['Must be one of the IANA time zone names.'],
          report_format: ['Must be one of: PNG, PDF, CSV, XLSX, TEXT.'],
          grace_period: ['Value must be greater than 0'],
          colour: ['Unknown field.'],
        },
      },
    });
  });

  it.each([
    [
      'no body fields',
      {},
      {
        type: ['Missing data for required field.'],
        name: ['Missing data for required field.'],
        crontab: ['Missing data for required field.'],
      },
    ],
    ['a four-field crontab', { crontab: '* * * *' }, { crontab: ['Cron expression is not valid'] }],
    ['a database on a report', { database: 1 }, { database: ['Database reference is not allowed on a report'] }],
    [
      'a Slack recipient',
      { recipients: [{ type: 'Slack', recipient_config_json: { target: '#general' } }] },
      { 'recipients.0.type': ['Must be one of: Email.'] },
    ],
  ])('refuses %s with 400', async (_case, fields, message) => {
    // Act
    const answer = await admin.post(REPORTS, Object.keys(fields).length === 0 ? {} : reportBody(chartId, fields));

    // Assert
    expect(answer).toEqual({ status: 400, body: { message } });
  });

  it.each([
    ['an unknown chart', () => reportBody(987654), { chart: ['Chart does not exist'] }],
    [
      'an unknown dashboard',
      () => reportBody(chartId, { chart: null, dashboard: 987654 }),
      { dashboard: ['Dashboard does not exist'] },
    ],
    [
      'both a chart and a dashboard',
      () => reportBody(chartId, { dashboard: 987654 }),
      { chart: ['Choose a chart or dashboard not both'] },
    ],
    [
      'neither chart nor dashboard',
      () => reportBody(chartId, { chart: null }),
      { chart: ['Must choose either a chart or a dashboard'] },
    ],
    [
      'an unsaved chart from the chart modal',
      () => reportBody(chartId, { chart: null, creation_method: 'charts' }),
      {
        chart: ['Please save your chart first, then try creating a new email report.'],
      },
    ],
    [
      'an alert without its database, SQL and validator',
      () => reportBody(chartId, { type: 'Alert', name: 'Bare alert' }),
      {
        database: ['Database is required for alerts'],
        sql: ['Missing data for required field.'],
        validator_type: ['Missing data for required field.'],
        validator_config_json: ['Missing data for required field.'],
      },
    ],
    [
      'an alert on an unknown database',
      () => alertBody(chartId, { database: 4242 }),
      { database: ['Database does not exist'] },
    ],
    [
      'an operator alert without a threshold',
      () => alertBody(chartId, { validator_config_json: { op: '<' } }),
      {
        'validator_config_json.threshold': ['Missing data for required field.'],
      },
    ],
  ])('refuses %s with 422 in Superset words', async (_case, body, message) => {
    // Act
    const answer = await admin.post(REPORTS, body());

    // Assert
    expect(answer).toEqual({ status: 422, body: { message } });
  });

  it('refuses a name another report has, but not an alert of the same name', async () => {
    // Arrange
    await createReport(admin, reportBody(chartId, { name: 'Twice' }));

    // Act
    const report = await admin.post(REPORTS, reportBody(chartId, { name: 'Twice' }));
    const alert = await admin.post(REPORTS, alertBody(chartId, { name: 'Twice' }));

    // Assert
    expect([report.status, report.body, alert.status]).toEqual([
      422,
      { message: { name: ['Name must be unique'] } },
      201,
    ]);
  });

  it('refuses a second report of the same user on a chart from its modal (409)', async () => {
    // Arrange
    const ownChart = await saveChart(admin, { slice_name: 'Modal chart' });
    await createReport(admin, reportBody(ownChart, { name: 'Modal one', creation_method: 'charts' }));

    // Act
    const second = await admin.post(REPORTS, reportBody(ownChart, { name: 'Modal two', creation_method: 'charts' }));

    // Assert
    expect(second).toEqual({ status: 409, body: { message: 'Resource already has an attached report.' } });
  });
});

describe('report schedules: edit and delete', () => {
  it('toggles a report with `active` alone and edits it fully', async () => {
    // Arrange
    const id = await createReport(admin, reportBody(chartId, { name: 'To edit' }));

    // Act
    const toggled = await put(admin, `${REPORTS}${id}`, { active: false });
    const edited = await put(admin, `${REPORTS}${id}`, {
      name: 'Edited',
      crontab: '*/5 * * * *',
      timezone: 'Europe/Paris',
      report_format: 'CSV',
    });
    const shown = await admin.get(`${REPORTS}${id}?q=(columns:!(name,active,crontab,timezone,report_format))`);

    // Assert
    expect([toggled, edited]).toEqual([
      { status: 200, body: { id, result: { active: false } } },
      {
        status: 200,
        body: {
          id,
          result: { name: 'Edited', crontab: '*/5 * * * *', timezone: 'Europe/Paris', report_format: 'CSV' },
        },
      },
    ]);
    expect(shown.body.result).toEqual({
      name: 'Edited',
      active: false,
      crontab: '*/5 * * * *',
      timezone: 'Europe/Paris',
      report_format: 'CSV',
    });
  });

  it('refuses an invalid crontab on edit and answers 404 for an unknown report', async () => {
    // Arrange
    const id = await createReport(admin, reportBody(chartId, { name: 'Edit refused' }));

    // Act
    const answers = await Promise.all([
      put(admin, `${REPORTS}${id}`, { crontab: 'every day' }),
      put(admin, `${REPORTS}999999`, { active: true }),
      admin.get(`${REPORTS}999999`),
      admin.get(`${REPORTS}abc`),
    ]);

    // Assert
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 400, body: { message: { crontab: ['Cron expression is not valid'] } } },
      { status: 404, body: { message: 'Not found' } },
      { status: 404, body: { message: 'Not found' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });

  it('deletes one report, then several at once, all or nothing', async () => {
    // Arrange
    const [one, two, three] = [
      await createReport(admin, reportBody(chartId, { name: 'Delete one' })),
      await createReport(admin, reportBody(chartId, { name: 'Delete two' })),
      await createReport(admin, reportBody(chartId, { name: 'Delete three' })),
    ];

    // Act
    const single = await del(admin, `${REPORTS}${one}`);
    const partial = await del(admin, `${REPORTS}?q=!(${two},999999)`);
    const bulk = await del(admin, `${REPORTS}?q=!(${two},${three})`);
    const gone = await admin.get(`${REPORTS}${two}`);

    // Assert
    expect([single, partial, bulk, gone].map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 200, body: { message: 'OK' } },
      { status: 404, body: { message: 'Not found' } },
      { status: 200, body: { message: 'Deleted 2 report schedules' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });
});
