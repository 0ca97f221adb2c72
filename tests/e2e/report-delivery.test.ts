import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as reportWorker } from '#functions/jobs/report-worker.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import { dataPaths } from '#infra/local/environment.ts';
import { openLocalStore, type LocalStore } from '#infra/local/bin/local-store.ts';
import { login } from '../integration/helpers/runtime.ts';
import { sqsDelivery } from '../integration/helpers/sqs-delivery.ts';
import { decodedBody, leaves, parseMime } from '../unit/reports/delivery/mime-parts.ts';
import { callApi } from './dashboard-kit.ts';
import { suiteServer } from './suite.ts';

/**
 * A scheduled report delivered for real: the report worker of this process takes the job the schedule would put on
 * the queue, reads the report from the suite server's store, renders the chart in headless Chromium from the suite
 * server's web app, attaches its CSV and writes one `.eml` to the outbox; the log says Success, and the same job
 * delivered again sends nothing. (When a job is put on the queue is the scheduler's business: tests/integration/reports.)
 */
let store: LocalStore;
let outbox: string;
let blobDir: string;
let token: string;

beforeAll(async () => {
  const { url, dataDir } = suiteServer();
  store = await openLocalStore(dataDir);
  outbox = await mkdtemp(join(tmpdir(), 'report-outbox-'));
  blobDir = await mkdtemp(join(tmpdir(), 'report-blobs-'));
  const paths = dataPaths(dataDir);
  Object.assign(process.env, {
    WEB_BASE_URL: url,
    JWT_KEY_FILE: paths.signingKey,
    EXAMPLES_DIR: paths.examples,
    BLOB_DIR: blobDir,
    QUERY_ENGINE: 'duckdb',
    BLOB_STORE: 'fs',
    OUTBOX_DIR: outbox,
  });
  resetProcessState();
  ({ access_token: token } = await login(url));
});

afterAll(async () => {
  await store.close();
  await rm(outbox, { recursive: true, force: true });
  await rm(blobDir, { recursive: true, force: true });
});

const job = (reportId: number, scheduledAt: string) =>
  sqsDelivery('report', { tenantId: 'default', reportId, scheduledAt }, 1);

describe('a chart report on its schedule', () => {
  it('mails the chart as a PNG in the body and its data as CSV, once per occurrence, and logs Success', async () => {
    // Arrange
    const stamp = Date.now().toString(36);
    const formData = {
      datasource: '1__table',
      viz_type: 'table',
      groupby: ['gender'],
      metrics: ['count'],
      row_limit: 10,
      time_range: 'No filter',
    };
    // Saved as Explore saves it: with the query context the CSV export runs (Superset's reports need it too).
    const queryContext = {
      datasource: { id: 1, type: 'table' },
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
      queries: [{ columns: ['gender'], metrics: ['count'], row_limit: 10, time_range: 'No filter', filters: [] }],
    };
    const chart = await callApi<{ id: number }>(token, 'POST', '/api/v1/chart/', {
      slice_name: `Delivered ${stamp}`,
      viz_type: 'table',
      datasource_id: 1,
      datasource_type: 'table',
      params: JSON.stringify(formData),
      query_context: JSON.stringify(queryContext),
    });
    const report = await callApi<{ id: number }>(token, 'POST', '/api/v1/report/', {
      type: 'Report',
      name: `Births to the team ${stamp}`,
      crontab: '0 9 * * *',
      timezone: 'UTC',
      chart: chart.id,
      creation_method: 'alerts_reports',
      report_format: 'PNG',
      extra: { additional_formats: ['CSV'] },
      recipients: [
        { type: 'Email', recipient_config_json: { target: 'team@example.com', ccTarget: 'lead@example.com' } },
      ],
    });
    const occurrence = '2026-11-26T09:00:00.000Z';

    // Act
    const first = await reportWorker(job(report.id, occurrence));
    const again = await reportWorker(job(report.id, occurrence));

    // Assert: one mail with both files, one Success in the log
    expect([first, again]).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const message = parseMime(await readFile(join(outbox, files[0]!), 'latin1'));
    expect({ to: message.headers.to, cc: message.headers.cc, subject: message.headers.subject }).toEqual({
      to: 'team@example.com',
      cc: 'lead@example.com',
      subject: `[Report] Births to the team ${stamp}`,
    });
    const parts = leaves(message).map((part) => ({
      type: part.headers['content-type']?.split(';')[0],
      disposition: part.headers['content-disposition']?.split(';')[0],
    }));
    expect(parts).toEqual(
      expect.arrayContaining([
        { type: 'image/png', disposition: 'inline' },
        { type: 'text/csv', disposition: 'attachment' },
      ]),
    );
    const csv = leaves(message).find((part) => part.headers['content-type']?.startsWith('text/csv'))!;
    expect(decodedBody(csv).toString('utf8').split(/\r?\n/)[0]).toBe('gender,count');
    const png = leaves(message).find((part) => part.headers['content-type']?.startsWith('image/png'))!;
    expect(decodedBody(png).subarray(1, 4).toString('latin1')).toBe('PNG');
    const log = await callApi<{
      count: number;
      result: { state: string; scheduled_dttm: string; error_message: string | null }[];
    }>(token, 'GET', `/api/v1/report/${report.id}/log/`);
    expect(
      log.result.map(({ state, scheduled_dttm, error_message }) => ({ state, scheduled_dttm, error_message })),
    ).toEqual([{ state: 'Success', scheduled_dttm: occurrence, error_message: null }]);
  });
});
