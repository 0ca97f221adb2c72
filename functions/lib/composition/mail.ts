import { config } from '../config.ts';
import { once } from '../once.ts';
import type { MailSender } from '../ports/mail.ts';
import { required } from '../required-setting.ts';

/**
 * Report mail: an SMTP server when SMTP_HOST is set; else SES v2 in the cloud and the outbox folder locally. Each
 * sender loads on first delivery: nodemailer (which composes every sender's MIME) and the SES client are 300 KB that
 * the report worker's cold start does not need.
 */
export const mailTransport = once(async (): Promise<MailSender> => {
  const settings = config();
  const from = settings.SMTP_MAIL_FROM;
  if (settings.SMTP_HOST) {
    const { SmtpSender } = await import('../adapters/mail/smtp-sender.ts');
    return new SmtpSender({
      host: settings.SMTP_HOST,
      port: settings.SMTP_PORT,
      user: settings.SMTP_USER,
      password: settings.SMTP_PASSWORD,
      starttls: settings.SMTP_STARTTLS,
      from,
    });
  }
  // esbuild replaces SKYSET_TARGET with "aws" in Lambda bundles: the outbox branch and its import are dropped there.
  if (process.env.SKYSET_TARGET !== 'aws') {
    const { OutboxSender } = await import('../adapters/mail/outbox-sender.ts');
    return new OutboxSender({ dir: required(settings.OUTBOX_DIR, 'OUTBOX_DIR'), from, now: Date.now });
  }
  const [{ SESv2Client }, { SesSender }] = await Promise.all([
    import('@aws-sdk/client-sesv2'),
    import('../adapters/mail/ses-sender.ts'),
  ]);
  return new SesSender({ client: new SESv2Client({}), from });
});
