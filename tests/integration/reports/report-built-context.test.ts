import { beforeAll, describe, expect, it } from 'vitest';
import { buildReportContent } from '#functions/lib/composition/report-delivery.ts';
import { runReportJob } from '#functions/reports/run/run-report.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { BIRTH_NAMES_PARAMS, saveChart } from '../charts/saved/saved-chart-client.ts';
import { createReport, reportBody } from './report-client.ts';
import { runFakes } from './run-fakes.ts';

const admin = useApiClient<JsonBody>();
let chartId: number;

beforeAll(async () => {
  chartId = await saveChart(admin, {
    slice_name: 'Births without context',
    params: JSON.stringify(BIRTH_NAMES_PARAMS),
    query_context: null,
  });
});

/** A minute boundary an hour ago: the occurrence the run is for. */
const SCHEDULED = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3600_000).toISOString();

describe('a CSV report on a chart saved without a query context', () => {
  it('mails the CSV the chart answers, built from its params', async () => {
    // Arrange: real content (a CSV needs no browser), a mailbox that keeps what is sent
    const id = await createReport(admin, reportBody(chartId, { name: 'Births CSV', report_format: 'CSV' }));
    const fakes = runFakes(SCHEDULED);
    const expected = await admin.get(`/api/v1/chart/${chartId}/data/?format=csv`);

    // Act
    const outcome = await runReportJob(
      { tenantId: 'default', reportId: id, scheduledAt: SCHEDULED },
      { ...fakes.deps, buildContent: buildReportContent },
    );

    // Assert
    expect([outcome, expected.status]).toEqual(['ran', 200]);
    expect(fakes.mails.map((mail) => mail.attachments)).toEqual([
      [
        {
          filename: 'Births without context.csv',
          contentType: 'text/csv; charset=utf-8',
          content: Buffer.from(expected.bytes),
        },
      ],
    ]);
  });
});

describe('a TEXT report on a chart', () => {
  it("mails the chart's rows as an HTML table in the body", async () => {
    // Arrange
    const id = await createReport(admin, reportBody(chartId, { name: 'Births TEXT', report_format: 'TEXT' }));
    const fakes = runFakes(SCHEDULED);
    const expected = await admin.get(`/api/v1/chart/${chartId}/data/`);
    const [firstRow] = (expected.body as { result: [{ data: Record<string, unknown>[] }] }).result[0].data;

    // Act
    const outcome = await runReportJob(
      { tenantId: 'default', reportId: id, scheduledAt: SCHEDULED },
      { ...fakes.deps, buildContent: buildReportContent },
    );

    // Assert
    expect(outcome).toBe('ran');
    const [mail] = fakes.mails;
    expect(mail?.html).toContain('<table');
    for (const value of Object.values(firstRow ?? {})) expect(mail?.html).toContain(String(value));
  });
});
