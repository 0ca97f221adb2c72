import { describe, expect, it } from 'vitest';
import type { ReportItem } from '../../../../../shared/api/report.ts';
import { alertPostBody, alertPutBody } from '../../../../../web/app/features/reports/forms/alert-body.ts';
import {
  alertDraftOf,
  alertProblems,
  newAlertDraft,
} from '../../../../../web/app/features/reports/forms/alert-form.ts';
import { emailRecipientsOf } from '../../../../../web/app/features/reports/forms/recipients.ts';
import {
  newReportDraft,
  reportBody,
  reportDraftOf,
  reportProblems,
} from '../../../../../web/app/features/reports/forms/report-form.ts';

const CHART = { kind: 'chart', id: 7, name: 'Boys' } as const;

describe("the report modal's form", () => {
  it("starts as Superset's: weekly on Mondays at 12:00, PNG, to the user", () => {
    // Act
    const draft = newReportDraft(CHART, 'ada@example.org', 'Europe/Paris');

    // Assert
    expect(draft).toEqual({
      name: 'Weekly Report for Boys',
      description: '',
      crontab: '0 12 * * 1',
      timezone: 'Europe/Paris',
      format: 'PNG',
      customWidth: '',
      forceScreenshot: false,
      recipients: ['ada@example.org'],
    });
  });

  it('names every problem by field', () => {
    // Arrange
    const draft = {
      ...newReportDraft(CHART, undefined, 'UTC'),
      name: '  ',
      crontab: '0 25 * * *',
      customWidth: 100,
      recipients: ['ada@example.org', 'not-an-address'],
    };

    // Act
    const problems = reportProblems(draft);

    // Assert
    expect(problems).toEqual({
      name: 'Enter a report name',
      crontab: 'Invalid crontab: Constraint error, got value 25 expected range 0-23',
      customWidth: 'Screenshot width must be between 600px and 2400px',
      recipients: 'Not an e-mail address: not-an-address',
    });
  });

  it('asks for a recipient', () => {
    // Act
    const problems = reportProblems(newReportDraft(CHART, undefined, 'UTC'));

    // Assert
    expect(problems).toEqual({ recipients: 'Add at least one recipient' });
  });

  it("sends Superset's body for a dashboard report", () => {
    // Arrange
    const draft = {
      ...newReportDraft({ kind: 'dashboard', id: 3, name: 'Sales' }, 'ada@example.org', 'UTC'),
      format: 'PDF' as const,
      customWidth: 1200 as const,
    };

    // Act
    const body = reportBody(
      { ...draft, recipients: ['ada@example.org', 'bo@example.org'] },
      { kind: 'dashboard', id: 3, name: 'Sales' },
    );

    // Assert
    expect(body).toEqual({
      type: 'Report',
      name: 'Weekly Report for Sales',
      description: '',
      crontab: '0 12 * * 1',
      timezone: 'UTC',
      creation_method: 'dashboards',
      chart: null,
      dashboard: 3,
      report_format: 'PDF',
      custom_width: 1200,
      force_screenshot: false,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.org,bo@example.org' } }],
    });
  });

  it('reads a saved report, recipients from their JSON string', () => {
    // Act
    const draft = reportDraftOf(
      {
        name: 'Daily',
        crontab: '0 9 * * *',
        timezone: 'Asia/Tokyo',
        report_format: 'CSV',
        custom_width: null,
        force_screenshot: true,
        description: null,
        recipients: [{ type: 'Email', recipient_config_json: '{"target": "a@x.org; b@y.org"}' }],
      },
      'UTC',
    );

    // Assert
    expect(draft).toEqual({
      name: 'Daily',
      description: '',
      crontab: '0 9 * * *',
      timezone: 'Asia/Tokyo',
      format: 'CSV',
      customWidth: '',
      forceScreenshot: true,
      recipients: ['a@x.org', 'b@y.org'],
    });
  });
});

describe('e-mail recipients', () => {
  it('reads to, cc and bcc from objects and JSON strings, leaving other kinds out', () => {
    // Act
    const recipients = emailRecipientsOf([
      { type: 'Email', recipient_config_json: { target: 'a@x.org', ccTarget: 'c@x.org,d@x.org' } },
      { type: 'Slack', recipient_config_json: '{"target": "#general"}' },
      { type: 'Email', recipient_config_json: '{"target": "b@x.org", "bccTarget": "e@x.org"}' },
      { type: 'Email', recipient_config_json: 'not json' },
    ]);

    // Assert
    expect(recipients).toEqual({ to: ['a@x.org', 'b@x.org'], cc: ['c@x.org', 'd@x.org'], bcc: ['e@x.org'] });
  });
});

const SAVED_ALERT: ReportItem = {
  id: 4,
  name: 'Too many boys',
  type: 'Alert',
  active: false,
  description: 'Checks the count',
  context_markdown: null,
  creation_method: 'alerts_reports',
  crontab: '*/30 * * * *',
  timezone: 'UTC',
  custom_width: null,
  chart: { id: 7, slice_name: 'Boys', viz_type: 'pie' },
  dashboard: null,
  database: { id: 1, database_name: 'examples' },
  extra: { additional_formats: ['CSV'] },
  force_screenshot: false,
  grace_period: 600,
  working_timeout: 120,
  log_retention: 30,
  last_eval_dttm: null,
  last_state: null,
  last_value: null,
  last_value_row_json: null,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  recipients: [
    { id: 9, type: 'Email', recipient_config_json: '{"target": "ada@example.org", "ccTarget": "bo@example.org"}' },
  ],
  report_format: 'PNG',
  sql: 'SELECT COUNT(*) FROM birth_names',
  validator_type: 'operator',
  validator_config_json: '{"op": ">", "threshold": 10}',
  email_subject: null,
};

describe('the alert and report modal form', () => {
  it('asks an alert for its database, query, threshold, content and recipients', () => {
    // Arrange
    const draft = {
      ...newAlertDraft('Alert', null, undefined, 'UTC'),
      condition: '>=' as const,
      workingTimeout: 0 as const,
    };

    // Act
    const problems = alertProblems(draft);

    // Assert
    expect(problems).toEqual({
      name: 'Enter an alert name',
      owners: 'Add at least one owner',
      database: 'Choose a database',
      sql: 'Enter the SQL query',
      threshold: 'Enter a value',
      content: 'Choose a dashboard',
      workingTimeout: 'Value must be greater than 0',
      to: 'Add at least one recipient',
    });
  });

  it('asks a report nothing about alert conditions', () => {
    // Arrange
    const draft = {
      ...newAlertDraft('Report', { value: 1, label: 'Ada Lovelace' }, 'ada@example.org', 'UTC'),
      name: 'Weekly',
      dashboard: { value: 2, label: 'Sales' },
    };

    // Act
    const problems = alertProblems(draft);

    // Assert
    expect(problems).toEqual({});
  });

  it('edits a saved alert with the same fields it was saved with', () => {
    // Arrange
    const draft = alertDraftOf(SAVED_ALERT, 'Europe/Paris');

    // Act
    const body = alertPutBody(draft);

    // Assert
    expect(body).toEqual({
      type: 'Alert',
      name: 'Too many boys',
      description: 'Checks the count',
      active: false,
      owners: [1],
      chart: 7,
      dashboard: null,
      report_format: 'PNG',
      extra: { additional_formats: ['CSV'] },
      force_screenshot: false,
      custom_width: null,
      crontab: '*/30 * * * *',
      timezone: 'UTC',
      log_retention: 30,
      working_timeout: 120,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.org', ccTarget: 'bo@example.org' } }],
      email_subject: null,
      database: 1,
      sql: 'SELECT COUNT(*) FROM birth_names',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 10 },
      grace_period: 600,
    });
  });

  it('creates a not-null alert from the lists', () => {
    // Arrange
    const draft = { ...alertDraftOf(SAVED_ALERT, 'UTC'), condition: 'not null' as const, threshold: '' as const };

    // Act
    const body = alertPostBody(draft);

    // Assert
    expect([body.creation_method, body.validator_type, body.validator_config_json]).toEqual([
      'alerts_reports',
      'not null',
      {},
    ]);
  });
});
