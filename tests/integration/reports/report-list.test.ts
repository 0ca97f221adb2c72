import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, birthNamesReader, del, put, q, saveChart } from '../charts/saved/saved-chart-client.ts';
import { alertBody, createReport, REPORTS, reportBody } from './report-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
let chartId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'report_ann'), alphaUser(admin, 'report_ben')]);
  chartId = await saveChart(admin, { slice_name: 'Listed chart' });
  ids.daily = await createReport(ann, reportBody(chartId, { name: 'Daily sales', description: 'morning mail' }));
  ids.weekly = await createReport(
    ann,
    reportBody(chartId, { name: 'Weekly sales', crontab: '30 14 * * 1-5', active: false }),
  );
  ids.alert = await createReport(ben, alertBody(chartId, { name: 'Births alert', sql: 'SELECT 1 AS weekly_check' }));
});

const names = (body: JsonBody): string[] => body.result.map((row: JsonBody) => row.name);

describe('report list (Superset ReportScheduleRestApi.get_list)', () => {
  it('lists rows with Superset list columns', async () => {
    // Act
    const listed = await admin.get(`${REPORTS}${q({ filters: [{ col: 'name', opr: 'eq', value: 'Weekly sales' }] })}`);

    // Assert
    expect(listed.status).toBe(200);
    expect(listed.body.result).toEqual([
      {
        id: ids.weekly,
        name: 'Weekly sales',
        type: 'Report',
        active: false,
        description: null,
        crontab: '30 14 * * 1-5',
        crontab_humanized: 'At 02:30 PM, Monday through Friday',
        timezone: 'UTC',
        creation_method: 'alerts_reports',
        chart_id: chartId,
        dashboard_id: null,
        last_eval_dttm: null,
        last_state: 'Not triggered',
        extra: {},
        owners: [{ id: expect.any(Number), first_name: 'report_ann', last_name: 'Alpha' }],
        recipients: [{ id: expect.any(Number), type: 'Email' }],
        created_by: { first_name: 'report_ann', last_name: 'Alpha' },
        changed_by: { first_name: 'report_ann', last_name: 'Alpha' },
        created_on: expect.any(String),
        changed_on: expect.any(String),
        changed_on_delta_humanized: expect.any(String),
      },
    ]);
    expect(listed.body.list_title).toBe('List Report Schedule');
  });

  it.each([
    ['type', { col: 'type', opr: 'eq', value: 'Alert' }, ['Births alert']],
    ['active', { col: 'active', opr: 'eq', value: false }, ['Weekly sales']],
    ['chart_id', { col: 'chart_id', opr: 'eq', value: -1 }, []],
    [
      'creation_method',
      { col: 'creation_method', opr: 'eq', value: 'alerts_reports' },
      ['Births alert', 'Daily sales', 'Weekly sales'],
    ],
    ['name search', { col: 'name', opr: 'ct', value: 'SALES' }, ['Daily sales', 'Weekly sales']],
    [
      'all text (description and SQL)',
      { col: 'name', opr: 'report_all_text', value: 'weekly_check' },
      ['Births alert'],
    ],
  ])('filters by %s', async (_case, filter, expected) => {
    // Act
    const listed = await admin.get(
      `${REPORTS}${q({ filters: [filter], order_column: 'name', order_direction: 'asc' })}`,
    );

    // Assert
    expect(names(listed.body)).toEqual(expected);
  });

  it('filters by creator, orders and pages', async () => {
    // Arrange
    const annId = (await admin.get(`${REPORTS}${ids.daily}?q=(columns:!(owners.id))`)).body.result.owners[0].id;

    // Act
    const page = await admin.get(
      `${REPORTS}${q({ filters: [{ col: 'created_by', opr: 'rel_o_m', value: annId }], order_column: 'name', order_direction: 'desc', page: 1, page_size: 1, columns: ['id', 'name'], keys: ['none'] })}`,
    );

    // Assert
    expect(page).toEqual({
      status: 200,
      body: { count: 2, ids: [ids.daily], result: [{ id: ids.daily, name: 'Daily sales' }] },
    });
  });

  it('refuses an order column Superset does not order by (400)', async () => {
    // Act
    const answer = await admin.get(`${REPORTS}${q({ order_column: 'sql' })}`);

    // Assert
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid order by column: sql' } });
  });
});

describe('who may see and change reports', () => {
  it('lets an owner toggle their report and answers another Alpha 403 in Superset words', async () => {
    // Act
    const own = await put(ann, `${REPORTS}${ids.daily}`, { active: true });
    const other = await put(ben, `${REPORTS}${ids.daily}`, { active: false });
    const otherDelete = await del(ben, `${REPORTS}${ids.daily}`);

    // Assert
    expect([own.status, other.status, other.body, otherDelete.status, otherDelete.body]).toEqual([
      200,
      403,
      { message: 'Changing this report is forbidden' },
      403,
      { message: 'Changing this report is forbidden' },
    ]);
  });

  it('refuses a Gamma user, whose role holds no ReportSchedule permission', async () => {
    // Arrange
    const gamma = await birthNamesReader(admin, 'report_gamma');

    // Act
    const answers = await Promise.all([
      gamma.get(REPORTS),
      gamma.post(REPORTS, reportBody(chartId, { name: 'Gamma report' })),
      gamma.get(`${REPORTS}${ids.daily}/log/`),
    ]);

    // Assert
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(3).fill({ status: 403, body: { message: 'Forbidden' } }),
    );
  });

  it("answers each caller's ReportSchedule permissions in _info", async () => {
    // Act
    const answers = await Promise.all([
      admin.get(`${REPORTS}_info${q({ keys: ['permissions'] })}`),
      ann.get(`${REPORTS}_info`),
    ]);

    // Assert
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 200, body: { permissions: ['can_read', 'can_write'] } },
      {
        status: 200,
        body: {
          permissions: ['can_read', 'can_write'],
          add_title: 'Add Report Schedule',
          edit_title: 'Edit Report Schedule',
        },
      },
    ]);
  });

  it('lets the Admin change any report', async () => {
    // Act
    const answer = await put(admin, `${REPORTS}${ids.alert}`, { description: 'checked by admin' });

    // Assert
    expect(answer).toEqual({ status: 200, body: { id: ids.alert, result: { description: 'checked by admin' } } });
  });
});

describe('related choices and the execution log of a report never run', () => {
  it('answers the charts and databases a report may name', async () => {
    // Act
    const charts = await admin.get(`${REPORTS}related/chart${q({ filter: 'listed' })}`);
    const databases = await admin.get(`${REPORTS}related/database`);
    const unknown = await admin.get(`${REPORTS}related/sql`);

    // Assert
    expect(charts).toEqual({
      status: 200,
      body: { count: 1, result: [{ value: chartId, text: 'Listed chart', extra: {} }] },
    });
    expect(databases.body.result).toContainEqual({ value: 1, text: 'examples', extra: {} });
    expect(unknown.status).toBe(404);
  });

  it('answers an empty log with Superset log columns', async () => {
    // Act
    const log = await admin.get(`${REPORTS}${ids.daily}/log/`);

    // Assert
    expect(log).toEqual({
      status: 200,
      body: {
        count: 0,
        ids: [],
        result: [],
        list_columns: [
          'id',
          'scheduled_dttm',
          'end_dttm',
          'start_dttm',
          'value',
          'value_row_json',
          'state',
          'error_message',
          'uuid',
        ],
        order_columns: ['state', 'value', 'error_message', 'end_dttm', 'start_dttm', 'scheduled_dttm'],
        label_columns: expect.objectContaining({ scheduled_dttm: 'Scheduled Dttm' }),
        description_columns: {},
        list_title: 'List Report Execution Log',
      },
    });
  });
});
