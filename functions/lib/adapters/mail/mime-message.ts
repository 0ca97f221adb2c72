import { createTransport } from 'nodemailer';
import type { ReportMail } from '../../ports/mail.ts';

/** A composed e-mail: its RFC 822 bytes (with a Bcc header when the mail has blind copies) and its Message-ID. */
export interface MimeMessage {
  raw: Buffer;
  messageId: string;
}

/** Nodemailer's options for one report mail: images with a content id are inline parts the HTML shows by `cid:`. */
export function nodemailerMessage(mail: ReportMail, from: string) {
  return {
    from,
    to: mail.to,
    cc: mail.cc,
    bcc: mail.bcc,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      ...(file.cid ? { cid: file.cid, contentDisposition: 'inline' as const } : {}),
    })),
  };
}

/**
 * The mail as RFC 822 bytes with CRLF line ends, composed by nodemailer's stream transport (nothing is sent). Its Bcc
 * header is kept: an outbox file is the sender's copy, which shows every recipient.
 */
export async function composeMime(mail: ReportMail, from: string): Promise<MimeMessage> {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(nodemailerMessage(mail, from));
  return { raw: info.message as Buffer, messageId: info.messageId };
}
