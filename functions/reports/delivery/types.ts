import type { MailAttachment } from '../../lib/ports/mail.ts';
import type { BlockedRequests } from './render/network-guard.ts';

/** The formats a report delivers (Superset's report_format, plus XLSX). */
export type ReportFormat = 'PNG' | 'PDF' | 'CSV' | 'XLSX' | 'TEXT';

/** What one report run delivers: the target, the formats, who it runs as and until when. */
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

/** The mail's content for one run. */
export interface ReportContent {
  /** Link to the chart or dashboard in the web app, for the mail body. */
  url: string;
  attachments: MailAttachment[];
  /** TEXT format: the chart's data as an HTML table for the body (else undefined). */
  html?: string;
  /** What the rendered pages asked for outside the web app and did not get (nothing when no page was rendered). */
  blocked: BlockedRequests;
}
