import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import type { ChartPorts } from '../../charts/ports.ts';
import { chartDataFile, chartDataHtml, fileNameOf } from './data/chart-files.ts';
import { reportLinks, type ReportLinks, viewportOf } from './report-links.ts';
import type { BrowserPool } from './render/browser-pool.ts';
import { renderPage } from './render/render-page.ts';
import type { ReportTokenSubject } from './report-token.ts';
import { resolveTarget } from './target.ts';
import type { MailAttachment, ReportContent, ReportContentRequest, ReportFormat } from './types.ts';

/** What building a report's content reaches outside itself through. */
export interface DeliveryPorts {
  /** The web app's address (WEB_BASE_URL). */
  webBaseUrl: string;
  /** The executor's live access (roles and permissions), as a request of theirs would have. */
  executorAccess(request: ReportContentRequest): Promise<CallerAccess>;
  signToken(subject: ReportTokenSubject): Promise<string>;
  browsers: BrowserPool;
  chart: ChartPorts;
  now(): number;
}

const IMAGE_TYPES = { PNG: 'image/png', PDF: 'application/pdf' } as const;

/** A screenshot (PNG, shown in the body by its content id) or a PDF of the report's page. */
async function rendered(request: ReportContentRequest, links: ReportLinks, name: string, format: 'PNG' | 'PDF', token: string, ports: DeliveryPorts): Promise<MailAttachment> {
  const viewport = viewportOf(links.kind, request.customWidth);
  const content = await ports.browsers.use((browser) =>
    renderPage(browser, { url: links.render, token, format, ...viewport, deadline: request.deadline, now: ports.now }),
  );
  const filename = fileNameOf(name, format.toLowerCase());
  return { filename, contentType: IMAGE_TYPES[format], content, ...(format === 'PNG' ? { cid: `report-${request.reportId}-image@skyset` } : {}) };
}

function chartOnly(request: ReportContentRequest, format: ReportFormat): number {
  if ('chartId' in request.target) return request.target.chartId;
  throw new Error(`A dashboard report cannot be sent as ${format}: only charts have data to attach`);
}

/**
 * Everything one report run mails, in the order of its formats: screenshots and PDFs rendered from the web app's
 * report mode as the executor (with a token that may only read and lasts minutes), CSV and XLSX files and the TEXT
 * table from the chart's data. Errors are thrown with a message for the execution log.
 */
export async function buildContent(request: ReportContentRequest, ports: DeliveryPorts): Promise<ReportContent> {
  if (request.formats.length === 0) throw new Error('The report names no format to deliver');
  const access = await ports.executorAccess(request);
  const { name } = await resolveTarget(access, request.target);
  const links = reportLinks(ports.webBaseUrl, request.target);
  let token: Promise<string> | undefined;
  const tokenOnce = (): Promise<string> =>
    (token ??= ports.signToken({ tenantId: request.tenantId, reportId: request.reportId, userId: request.executor.userId, username: request.executor.username, roles: access.claims.roles }));
  const attachments: MailAttachment[] = [];
  let html: string | undefined;
  for (const format of request.formats) {
    if (format === 'PNG' || format === 'PDF') attachments.push(await rendered(request, links, name, format, await tokenOnce(), ports));
    else if (format === 'TEXT') html = await chartDataHtml(access, chartOnly(request, format), ports.chart);
    else attachments.push(await chartDataFile(access, chartOnly(request, format), name, format, ports.chart));
  }
  return { url: links.link, attachments, ...(html === undefined ? {} : { html }) };
}
