import type { MailAttachment } from '../../lib/ports/mail.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { fileNameOf } from './data/chart-files.ts';
import { reportLinks, type ReportLinks, viewportOf } from './report-links.ts';
import { addBlocked, NOTHING_BLOCKED } from './render/network-guard.ts';
import type { PageRenderRequest, RenderedPage } from './render/render-page.ts';
import type { ReportTokenSubject } from './report-token.ts';
import type { ReportTarget } from './target.ts';
import type { ReportContent, ReportContentRequest, ReportFormat } from './types.ts';

/** What building a report's content reaches outside itself through. */
export interface DeliveryPorts {
  /** The web app's address (WEB_BASE_URL). */
  webBaseUrl: string;
  /** The executor's live access (roles and permissions), as a request of theirs would have. */
  executorAccess(request: ReportContentRequest): Promise<CallerAccess>;
  /** The target's name and resources as the executor sees them; throws a sentence for the log when it is gone or hidden. */
  target(access: CallerAccess, target: ReportContentRequest['target']): Promise<ReportTarget>;
  signToken(subject: ReportTokenSubject): Promise<string>;
  /** A PNG or PDF of a page in the worker's browser, and what the page was refused outside the web app. */
  render(request: Omit<PageRenderRequest, 'now'>): Promise<RenderedPage>;
  /** The chart's data as a CSV or XLSX file, as its export gives it. */
  chartFile(access: CallerAccess, chartId: number, chartName: string, format: 'CSV' | 'XLSX'): Promise<MailAttachment>;
  /** The chart's data as HTML tables. */
  chartHtml(access: CallerAccess, chartId: number): Promise<string>;
}

const IMAGE_TYPES = { PNG: 'image/png', PDF: 'application/pdf' } as const;

/** The content id a report's screenshot is shown by in the mail's HTML (`<img src="cid:...">`). */
export const imageCid = (reportId: number): string => `report-${reportId}-image@skyset`;

/** A screenshot (PNG, shown in the body by its content id) or a PDF of the report's page. */
async function rendered(
  request: ReportContentRequest,
  links: ReportLinks,
  name: string,
  format: 'PNG' | 'PDF',
  token: string,
  ports: DeliveryPorts,
) {
  const viewport = viewportOf(links.kind, request.customWidth);
  const { content, blocked } = await ports.render({
    url: links.render,
    token,
    format,
    ...viewport,
    deadline: request.deadline,
  });
  const filename = fileNameOf(name, format.toLowerCase());
  const attachment: MailAttachment = {
    filename,
    contentType: IMAGE_TYPES[format],
    content,
    ...(format === 'PNG' ? { cid: imageCid(request.reportId) } : {}),
  };
  return { attachment, blocked };
}

function chartOnly(request: ReportContentRequest, format: ReportFormat): number {
  if ('chartId' in request.target) return request.target.chartId;
  throw new Error(`A dashboard report cannot be sent as ${format}: only charts have data to attach`);
}

/**
 * Everything one report run mails, in the order of its formats: screenshots and PDFs rendered from the web app's
 * report mode as the executor (with a token that reads only the report's own chart or dashboard and lasts minutes,
 * signed once per run), CSV and XLSX files and the TEXT table from the chart's data. Errors are thrown with a message
 * for the execution log.
 */
export async function buildContent(request: ReportContentRequest, ports: DeliveryPorts): Promise<ReportContent> {
  if (request.formats.length === 0) throw new Error('The report names no format to deliver');
  const access = await ports.executorAccess(request);
  const { name, readable } = await ports.target(access, request.target);
  const links = reportLinks(ports.webBaseUrl, request.target);
  let token: Promise<string> | undefined;
  const { tenantId, reportId, executor } = request;
  const tokenOnce = (): Promise<string> =>
    (token ??= ports.signToken({
      tenantId,
      reportId,
      userId: executor.userId,
      username: executor.username,
      roles: access.claims.roles,
      readable,
    }));
  const attachments: MailAttachment[] = [];
  let html: string | undefined;
  let blocked = NOTHING_BLOCKED;
  for (const format of request.formats) {
    if (format === 'PNG' || format === 'PDF') {
      const page = await rendered(request, links, name, format, await tokenOnce(), ports);
      attachments.push(page.attachment);
      blocked = addBlocked(blocked, page.blocked);
    } else if (format === 'TEXT') html = await ports.chartHtml(access, chartOnly(request, format));
    else attachments.push(await ports.chartFile(access, chartOnly(request, format), name, format));
  }
  return { url: links.link, attachments, ...(html === undefined ? {} : { html }), blocked };
}
