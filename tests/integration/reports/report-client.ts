import type { ApiClient, JsonBody } from '../helpers/api-client.ts';

export const REPORTS = '/api/v1/report/';

/** A POST body of a chart report mailed to one address every day at 9; `fields` override. */
export function reportBody(chartId: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'Report',
    name: 'Daily births',
    crontab: '0 9 * * *',
    timezone: 'UTC',
    chart: chartId,
    creation_method: 'alerts_reports',
    report_format: 'PNG',
    recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
    ...fields,
  };
}

/** A POST body of an alert on the examples database (id 1) whose query counts births; `fields` override. */
export function alertBody(chartId: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return reportBody(chartId, {
    type: 'Alert',
    name: 'Too many births',
    database: 1,
    sql: 'SELECT COUNT(*) FROM birth_names',
    validator_type: 'operator',
    validator_config_json: { op: '>', threshold: 10 },
    ...fields,
  });
}

/** Create a report as `client`; answers its id (fails the test when refused). */
export async function createReport(client: ApiClient<JsonBody>, body: Record<string, unknown>): Promise<number> {
  const created = await client.post(REPORTS, body);
  if (created.status !== 201) throw new Error(`report not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}
