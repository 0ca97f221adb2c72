import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxSender, outboxFileName } from '#functions/lib/adapters/mail/outbox-sender.ts';
import type { ReportMail } from '#functions/lib/ports/mail.ts';
import { decodedBody, leaves, parseMime } from './mime-parts.ts';

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const NOW = Date.UTC(2026, 0, 26, 3, 15, 0, 123);

const mail: ReportMail = {
  to: ['ana@example.com'],
  cc: ['bo@example.com'],
  bcc: ['secret@example.com'],
  subject: '[Report] Births',
  html: '<p>Explore in Skyset</p><img src="cid:report-1-image@skyset">',
  text: 'Explore in Skyset',
  attachments: [
    { filename: 'Births.png', contentType: 'image/png', content: PNG_BYTES, cid: 'report-1-image@skyset' },
    { filename: 'Births.csv', contentType: 'text/csv; charset=utf-8', content: Buffer.from('name,num\r\nAna,3\r\n') },
  ],
};

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'outbox-test-'))));
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('the outbox mail sender', () => {
  it('writes one .eml named by time and message id (the sender copy, Bcc kept), with the inline image and the CSV as parts', async () => {
    // Arrange
    const sender = new OutboxSender({ dir: join(dir, 'outbox'), from: 'reports@skyset.test', now: () => NOW });

    // Act
    const { messageId } = await sender.send(mail);

    // Assert
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toEqual([outboxFileName(NOW, messageId)]);
    expect(files[0]).toMatch(/^20260126T031500123Z-[A-Za-z0-9-]+\.eml$/);
    const message = parseMime(await readFile(join(dir, 'outbox', files[0]!), 'latin1'));
    expect(message.headers).toMatchObject({
      from: 'reports@skyset.test',
      to: 'ana@example.com',
      cc: 'bo@example.com',
      bcc: 'secret@example.com',
      subject: '[Report] Births',
      'message-id': messageId,
    });
    const parts = leaves(message).map((part) => ({
      type: part.headers['content-type'],
      disposition: part.headers['content-disposition'],
      id: part.headers['content-id'],
      body: decodedBody(part).toString('latin1'),
    }));
    expect(parts).toEqual([
      { type: 'text/plain; charset=utf-8', disposition: undefined, id: undefined, body: 'Explore in Skyset' },
      {
        type: 'text/html; charset=utf-8',
        disposition: undefined,
        id: undefined,
        body: '<p>Explore in Skyset</p><img src="cid:report-1-image@skyset">',
      },
      {
        type: 'image/png; name=Births.png',
        disposition: 'inline; filename=Births.png',
        id: '<report-1-image@skyset>',
        body: PNG_BYTES.toString('latin1'),
      },
      {
        type: 'text/csv; charset=utf-8; name=Births.csv',
        disposition: 'attachment; filename=Births.csv',
        id: undefined,
        body: 'name,num\r\nAna,3\r\n',
      },
    ]);
  });
});
