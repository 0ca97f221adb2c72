import type { ReportMail } from '../../lib/ports/mail.ts';
import { hasControlCharacter, recipientAddresses, recipientFieldProblem } from '#shared/api/report-recipients.ts';
import type { ReportContent } from '../delivery/index.ts';
import { once } from '../../lib/once.ts';
import type { ReportRecord } from '../schema.ts';
import type { AlertVerdict } from './alert-condition.ts';

/**
 * Markdown as a report mail may carry it: raw HTML in the text is shown as text, and links keep markdown-it's
 * refusal of `javascript:` and other script URLs, so a report's author cannot put markup or scripts in a mail.
 * Loaded with the first mail: markdown-it is 100 KB that the worker's cold start does not need.
 */
const markdown = once(async () => {
  const { default: MarkdownIt } = await import('markdown-it');
  return new MarkdownIt({ html: false, linkify: true });
});

/**
 * The addresses of a recipient field; throws, for the execution log, when the field holds anything but plain
 * addresses: a report stored before recipients were checked is refused here rather than mailed somewhere else.
 */
function addresses(field: string | undefined, name: string): string[] {
  const problem = field === undefined ? undefined : recipientFieldProblem(field);
  if (problem !== undefined)
    throw new Error(
      `The report's ${name} recipients are refused, so nothing was sent: ${problem} (${JSON.stringify(field)})`,
    );
  return recipientAddresses(field);
}

/** The report's recipients, merged: to, cc and bcc. */
export function mailRecipients(report: Pick<ReportRecord, 'recipients'>): Pick<ReportMail, 'to' | 'cc' | 'bcc'> {
  const configs = report.recipients.map((recipient) => recipient.recipient_config_json);
  return {
    to: configs.flatMap((config) => addresses(config.target, 'To')),
    cc: configs.flatMap((config) => addresses(config.ccTarget, 'Cc')),
    bcc: configs.flatMap((config) => addresses(config.bccTarget, 'Bcc')),
  };
}

/** The subject: the report's own, else `[Report] <name>` or `[Alert] <name>`; throws when it would break its header. */
export function mailSubject(report: Pick<ReportRecord, 'email_subject' | 'type' | 'name'>): string {
  const subject = report.email_subject?.trim() || `[${report.type}] ${report.name}`;
  if (hasControlCharacter(subject))
    throw new Error(
      `The report's subject holds a line break or another control character, so nothing was sent: ${JSON.stringify(subject)}`,
    );
  return subject;
}

/** An alert's line: what its query returned and the condition that held. */
function alertLine(report: ReportRecord, verdict: AlertVerdict | undefined): string | undefined {
  if (report.type !== 'Alert' || !verdict) return undefined;
  const config = report.validator_config_json;
  const condition =
    report.validator_type === 'operator' && config
      ? ` ${config.op ?? ''} ${String(config.threshold ?? '')}`
      : ' is not null';
  return `Alert triggered: the query returned ${verdict.value === null ? 'a value' : String(verdict.value)} (condition:${condition}).`;
}

/**
 * The mail of one delivery: description, the rendered context markdown, the alert's value, a link to the chart or
 * dashboard, the TEXT table and the inline images (attachments with a `cid`), with a plain-text twin.
 */
export async function composeMail(
  report: ReportRecord,
  content: ReportContent,
  verdict?: AlertVerdict,
): Promise<ReportMail> {
  const loaded = await markdown();
  const escapeHtml = loaded.utils.escapeHtml;
  const alert = alertLine(report, verdict);
  const images = content.attachments.filter((attachment) => attachment.cid);
  const html = [
    report.description ? `<p>${escapeHtml(report.description)}</p>` : '',
    report.context_markdown ? `<div>${loaded.render(report.context_markdown)}</div>` : '',
    alert ? `<p>${escapeHtml(alert)}</p>` : '',
    `<p><b><a href="${escapeHtml(content.url)}">Explore in Skyset</a></b></p>`,
    content.html ?? '',
    ...images.map((image) => `<img src="cid:${escapeHtml(image.cid ?? '')}" alt="${escapeHtml(image.filename)}">`),
  ].filter(Boolean);
  const text = [report.description, report.context_markdown, alert, `Explore in Skyset: ${content.url}`]
    .filter(Boolean)
    .join('\n\n');
  return {
    ...mailRecipients(report),
    subject: mailSubject(report),
    html: `<html><body>${html.join('\n')}</body></html>`,
    text,
    attachments: content.attachments,
  };
}
