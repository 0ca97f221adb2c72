import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONTROL_CHARACTERS } from '#shared/api/report-recipients.ts';
import { OutboxSender } from '#functions/lib/adapters/mail/outbox-sender.ts';
import { readReport, writeReport } from '#functions/reports/repository.ts';
import { runReportJob } from '#functions/reports/run/run-report.ts';
import type { ReportRecord } from '#functions/reports/schema.ts';
import { type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';
import { put, saveChart } from '../integration/charts/saved/saved-chart-client.ts';
import { createReport, REPORTS, reportBody } from '../integration/reports/report-client.ts';
import { runFakes } from '../integration/reports/run-fakes.ts';
import { parseMime } from '../unit/reports/delivery/mime-parts.ts';

/**
 * Finding: a recipient `a@ex.com\r\nBcc: evil@evil.example` was accepted and the mail went to evil@evil.example.
 * Every recipient field is now a list of plain addresses (Superset's separators: commas, semicolons, spaces) and the
 * subject holds no line break: refused with 400 when written, and refused again when a stored report is mailed.
 */
const SMUGGLED = 'a@ex.com\r\nBcc: evil@evil.example';
const recipients = (config: Record<string, string>) => [{ type: 'Email', recipient_config_json: config }];
const field = (name: string) => `recipients.0.recipient_config_json.${name}`;

let admin: ApiClient<JsonBody>;
let chartId: number;
let outbox: string;

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  chartId = await saveChart(admin, { slice_name: 'Mailed births' });
  outbox = await mkdtemp(join(tmpdir(), 'recipients-outbox-'));
});

afterAll(async () => {
  await admin.runtime.dispose();
  await rm(outbox, { recursive: true, force: true });
});

describe('writing a report', () => {
  it.each([
    [
      'a header smuggled after a line break',
      { recipients: recipients({ target: SMUGGLED }) },
      { [field('target')]: [NO_CONTROL_CHARACTERS] },
    ],
    [
      'a tab between two addresses',
      { recipients: recipients({ target: 'a@ex.com,\tb@ex.com' }) },
      { [field('target')]: [NO_CONTROL_CHARACTERS] },
    ],
    [
      'a display name',
      { recipients: recipients({ ccTarget: 'Boss <evil@evil.example>' }) },
      { [field('ccTarget')]: ['Not a valid email address: Boss'] },
    ],
    [
      'a group',
      { recipients: recipients({ bccTarget: 'friends: evil@evil.example;' }) },
      { [field('bccTarget')]: ['Not a valid email address: friends:'] },
    ],
    [
      'a quoted local part',
      { recipients: recipients({ target: '"a\r\nb"@ex.com' }) },
      { [field('target')]: [NO_CONTROL_CHARACTERS] },
    ],
    [
      'a subject with a header after it',
      { email_subject: 'Numbers\r\nBcc: evil@evil.example' },
      { email_subject: [NO_CONTROL_CHARACTERS] },
    ],
    [
      'a name (the default subject) with a line break',
      { name: 'Numbers\nBcc: evil@evil.example' },
      { name: [NO_CONTROL_CHARACTERS] },
    ],
  ])('refuses %s with 400 naming the field', async (what, fields, message) => {
    // Act
    const answer = await admin.post(REPORTS, reportBody(chartId, { name: `Refused ${what}`, ...fields }));

    // Assert
    expect(answer).toEqual({ status: 400, body: { message } });
  });

  it('refuses the same on an edit and keeps the stored recipients', async () => {
    // Arrange
    const id = await createReport(admin, reportBody(chartId, { name: 'Edited recipients' }));

    // Act
    const answer = await put(admin, `${REPORTS}${id}`, { recipients: recipients({ target: SMUGGLED }) });

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { message: { [field('target')]: [NO_CONTROL_CHARACTERS] } },
    });
    expect((await readReport('default', id))?.recipients.map((recipient) => recipient.recipient_config_json)).toEqual([
      { target: 'team@example.com' },
    ]);
  });
});

describe('mailing a stored report', () => {
  /** A report stored before recipients were checked: its record written as the API once accepted it. */
  async function storedReport(name: string, change: Partial<ReportRecord>): Promise<number> {
    const id = await createReport(admin, reportBody(chartId, { name }));
    const record = (await readReport('default', id))!;
    await writeReport('default', { ...record, ...change, version: record.version + 1 }, record.version);
    return id;
  }

  /** One run of the report with the real composer and the outbox sender, its content faked (no browser needed). */
  async function run(id: number) {
    const fakes = runFakes(new Date().toISOString());
    const deps = { ...fakes.deps, mail: new OutboxSender({ dir: outbox, from: 'skyset@example.com', now: Date.now }) };
    await runReportJob(
      {
        tenantId: 'default',
        reportId: id,
        scheduledAt: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
      },
      deps,
    );
    const log = await admin.get(`${REPORTS}${id}/log/`);
    return {
      rendered: fakes.requests.length,
      entries: (log.body.result as JsonBody[]).map((entry) => ({
        state: entry.state,
        error_message: entry.error_message,
      })),
    };
  }

  it.each([
    [
      'its recipients smuggle a Bcc',
      { recipients: [{ id: 1, type: 'Email' as const, recipient_config_json: { target: SMUGGLED } }] },
      `The report's To recipients are refused, so nothing was sent: ${NO_CONTROL_CHARACTERS} ("a@ex.com\\r\\nBcc: evil@evil.example")`,
    ],
    [
      'its subject smuggles a header',
      { email_subject: 'Numbers\r\nBcc: evil@evil.example' },
      'The report\'s subject holds a line break or another control character, so nothing was sent: "Numbers\\r\\nBcc: evil@evil.example"',
    ],
  ])('sends nothing and logs Error when %s, before rendering anything', async (name, change, message) => {
    // Arrange
    const id = await storedReport(`Stored: ${name}`, change);
    const before = await readdir(outbox);

    // Act
    const outcome = await run(id);

    // Assert
    expect(await readdir(outbox)).toEqual(before);
    expect(outcome).toEqual({ rendered: 0, entries: [{ state: 'Error', error_message: message }] });
  });

  it('mails every address of a list separated as Superset separates them', async () => {
    // Arrange
    const id = await createReport(
      admin,
      reportBody(chartId, {
        name: 'Listed',
        recipients: recipients({ target: 'a@example.com, b@example.com;c@example.com d@example.com' }),
      }),
    );
    const before = new Set(await readdir(outbox));

    // Act
    const outcome = await run(id);

    // Assert
    const sent = (await readdir(outbox)).filter((file) => !before.has(file));
    expect(outcome).toEqual({ rendered: 1, entries: [{ state: 'Success', error_message: null }] });
    expect(sent).toHaveLength(1);
    expect(parseMime(await readFile(join(outbox, sent[0]!), 'latin1')).headers.to).toBe(
      'a@example.com, b@example.com, c@example.com, d@example.com',
    );
  });
});
