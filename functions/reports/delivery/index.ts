import type { MailSender } from '../../lib/ports/mail.ts';
import { loadCallerAccess } from '../../lib/auth/caller-access.ts';
import { browserLaunch } from '../../lib/composition/browser.ts';
import { reportTokenSigner } from '../../lib/composition/report-signing.ts';
import { mailTransport } from '../../lib/composition/mail.ts';
import { config } from '../../lib/config.ts';
import { logger } from '../../lib/logger.ts';
import { once } from '../../lib/once.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { chartPorts } from '../../lib/composition/chart-ports.ts';
import { findUser } from '../../lib/auth/user-directory.ts';
import { buildContent, type DeliveryPorts } from './content.ts';
import { chartDataFile, chartDataHtml } from './data/chart-files.ts';
import { BrowserPool } from './render/browser-pool.ts';
import { renderPage } from './render/render-page.ts';
import { signReportToken } from './report-token.ts';
import { reportTarget } from './target.ts';
import type { ReportContent, ReportContentRequest } from './types.ts';

export type { ReportContent, ReportContentRequest, ReportFormat } from './types.ts';

/** The web app's origin: the only one a report page may fetch from (it serves the API and the WebSocket too). */
const webOrigin = (): string => new URL(publicBaseUrl(config())).origin;

/** The worker process's one browser (see BrowserPool). */
const browsers = once(() => new BrowserPool({ launch: browserLaunch, allowedOrigins: () => [webOrigin()] }));

/** The executor's access now: their user record's roles, as a token of theirs would name them. */
async function executorAccess({ tenantId, executor }: ReportContentRequest) {
  const user = await findUser(tenantId, executor.username);
  if (!user?.active || user.id !== executor.userId)
    throw new Error(`The report's executor ${executor.username} is not an active user`);
  return loadCallerAccess({ sub: String(user.id), username: user.username, tenant: tenantId, roles: user.roles });
}

/** The deployment's ports of report delivery, from the composition root. */
async function deliveryPorts(): Promise<DeliveryPorts> {
  const settings = config();
  const chart = await chartPorts();
  return {
    webBaseUrl: publicBaseUrl(settings),
    executorAccess,
    target: reportTarget,
    signToken: (subject) =>
      signReportToken(
        {
          signer: reportTokenSigner(),
          issuer: settings.JWT_ISSUER,
          audience: settings.JWT_AUDIENCE,
          ttlSeconds: settings.REPORT_TOKEN_TTL_SECONDS,
          now: Date.now,
        },
        subject,
      ),
    render: (page) => browsers().use((browser) => renderPage(browser, { ...page, now: Date.now })),
    chartFile: (access, chartId, name, format) => chartDataFile(access, chartId, name, format, chart),
    chartHtml: (access, chartId) => chartDataHtml(access, chartId, chart),
  };
}

/**
 * The mail content of one report run: PNG and PDF rendered in headless Chromium from the web app's report mode, CSV,
 * XLSX and TEXT from the chart's data. Throws Errors whose message is fit for the execution log. Requests the pages
 * made outside the web app are logged for the operator with the origins they asked for.
 */
export async function buildReportContent(request: ReportContentRequest): Promise<ReportContent> {
  const content = await buildContent(request, await deliveryPorts());
  if (content.blocked.total > 0)
    logger.warn('report page requests outside the web app blocked', {
      tenant: request.tenantId,
      reportId: request.reportId,
      ...content.blocked,
    });
  return content;
}

/** SES v2 in the cloud; SMTP when SMTP_HOST is set; otherwise `.eml` files in `<data dir>/outbox/`. */
export function mailSender(): MailSender {
  return { send: async (mail) => (await mailTransport()).send(mail) };
}
