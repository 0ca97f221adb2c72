import { createTransport, type Transporter } from 'nodemailer';
import type { MailSender, ReportMail } from '../../ports/mail.ts';
import { nodemailerMessage } from './mime-message.ts';

/** Superset's SMTP settings. */
export interface SmtpSettings {
  host: string;
  port: number;
  user?: string | undefined;
  password?: string | undefined;
  /** Upgrade the connection with STARTTLS (required when on); off sends in clear, as Superset's SMTP_STARTTLS=False. */
  starttls: boolean;
  from: string;
}

/** Delivery through an SMTP server (Superset's SMTP_* settings); port 465 speaks TLS from the start. */
export class SmtpSender implements MailSender {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.port === 465,
      ...(settings.port === 465 ? {} : settings.starttls ? { requireTLS: true } : { ignoreTLS: true }),
      ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    });
  }

  async send(mail: ReportMail): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail(nodemailerMessage(mail, this.settings.from));
    return { messageId: info.messageId };
  }
}
