/** A file of an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** set for images shown in the body */
  cid?: string;
}

/** One e-mail, ready to send. */
export interface ReportMail {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** The mail port: SES v2 in the cloud, SMTP when configured, an outbox folder of `.eml` files locally. */
export interface MailSender {
  send(mail: ReportMail): Promise<{ messageId: string }>;
}
