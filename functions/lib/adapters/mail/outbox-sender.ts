import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailSender, ReportMail } from '../../ports/mail.ts';
import { composeMime } from './mime-message.ts';

/** The file name of one mail: its UTC time, sortable (`20260126T031500123Z`), and its Message-ID's local part. */
export function outboxFileName(nowMs: number, messageId: string): string {
  const stamp = new Date(nowMs).toISOString().replaceAll(/[-:.]/g, '');
  const id = messageId
    .replace(/^<|>$/g, '')
    .split('@')[0]!
    .replaceAll(/[^A-Za-z0-9-]/g, '');
  return `${stamp}-${id}.eml`;
}

/**
 * Local delivery without a mail server: each mail is written whole to `<outbox>/<timestamp>-<id>.eml`, which any mail
 * client opens; as a sender's copy it keeps the Bcc header. The file appears at once (written aside, then renamed), so a reader never sees half a message.
 */
export class OutboxSender implements MailSender {
  constructor(private readonly options: { dir: string; from: string; now: () => number }) {}

  async send(mail: ReportMail): Promise<{ messageId: string }> {
    const { raw, messageId } = await composeMime(mail, this.options.from);
    await mkdir(this.options.dir, { recursive: true });
    const file = join(this.options.dir, outboxFileName(this.options.now(), messageId));
    const partial = `${file}.partial`;
    await writeFile(partial, raw);
    await rename(partial, file);
    return { messageId };
  }
}
