/**
 * The delivery contract between the report run and helper r-deliver (see helper-notes/REPORTS.md). This file only
 * declares it: r-deliver's branch replaces it with the rendering and mail senders when it merges; until then every
 * call fails, so no report can claim a delivery it did not make.
 */

export type ReportFormat = 'PNG' | 'PDF' | 'CSV' | 'XLSX' | 'TEXT';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** set for images shown in the body */
  cid?: string;
}

export interface ReportContentRequest {
  tenantId: string;
  reportId: number;
  /** The user the report runs as (Superset's executor: the report's first owner, or its creator). */
  executor: { userId: number; username: string };
  target: { chartId: number } | { dashboardId: number; selectedTabs?: string[] | null };
  /** one or more, in the order the mail should list them */
  formats: ReportFormat[];
  customWidth?: number | null;
  /** epoch ms after which rendering must give up (the report's working_timeout). */
  deadline: number;
}

export interface ReportContent {
  /** Link to the chart or dashboard in the web app, for the mail body. */
  url: string;
  attachments: MailAttachment[];
  /** TEXT format: the chart's data as an HTML table for the body (else undefined). */
  html?: string;
}

export interface ReportMail {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailSender {
  send(mail: ReportMail): Promise<{ messageId: string }>;
}

/** Renders or exports the report's chart or dashboard (r-deliver). */
export function buildReportContent(request: ReportContentRequest): Promise<ReportContent> {
  return Promise.reject(new Error(`delivery not merged (report ${request.reportId})`));
}

/** SES v2 in the cloud; SMTP when SMTP_HOST is set; otherwise `.eml` files in `<data dir>/outbox/` (r-deliver). */
export function mailSender(): MailSender {
  return {
    send: () => Promise.reject(new Error('delivery not merged')),
  };
}
