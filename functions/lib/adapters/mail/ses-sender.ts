import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailSender, ReportMail } from '../../ports/mail.ts';
import { composeMime } from './mime-message.ts';

/**
 * Delivery through SES v2: the MIME message composed here, sent as raw content (inline images and attachments are
 * parts of it). The recipients are given apart from the message, since Bcc addresses are not in its headers.
 */
export class SesSender implements MailSender {
  constructor(private readonly options: { client: SESv2Client; from: string }) {}

  async send(mail: ReportMail): Promise<{ messageId: string }> {
    // Blind copies travel in the envelope only: a Bcc header in the raw message would show them to every reader.
    const { raw } = await composeMime({ ...mail, bcc: [] }, this.options.from);
    const answer = await this.options.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.options.from,
        Destination: { ToAddresses: mail.to, CcAddresses: mail.cc, BccAddresses: mail.bcc },
        Content: { Raw: { Data: raw } },
      }),
    );
    if (!answer.MessageId) throw new Error('SES accepted the mail without a message id');
    return { messageId: answer.MessageId };
  }
}
