import type { BrowserLaunch } from '../../lib/ports/browser.ts';
import type { TokenSigner } from '../../lib/auth/token-signer.ts';
import { loadCallerAccess } from '../../lib/auth/caller-access.ts';
import { findUser } from '../../lib/auth/user-directory.ts';
import { logger } from '../../lib/logger.ts';
import { once } from '../../lib/once.ts';
import type { ChartPorts } from '../../charts/index.ts';
import { buildContent, type DeliveryPorts } from './content.ts';
import { chartDataFile, chartDataHtml } from './data/chart-files.ts';
import { BrowserPool } from './render/browser-pool.ts';
import { renderPage } from './render/render-page.ts';
import { signReportToken } from './report-token.ts';
import { reportTarget } from './target.ts';
import type { ReportContent, ReportContentRequest } from './types.ts';

export type { ReportContent, ReportContentRequest, ReportFormat } from './types.ts';

/** What report delivery is given by the deployment: its settings, the clock, the signing key, a browser, chart data. */
export interface DeliveryAdapters {
  /** The web app's public address (WEB_BASE_URL without a trailing slash): the only origin a report page may reach. */
  webBaseUrl: string;
  /** The report token's issuer, audience and lifetime. */
  token: { issuer: string; audience: string; ttlSeconds: number };
  signer: TokenSigner;
  now: () => number;
  browserLaunch: () => Promise<BrowserLaunch>;
  chart: () => Promise<ChartPorts>;
}

/** Builds the mail content of one report run. */
export type ReportContentBuilder = (request: ReportContentRequest) => Promise<ReportContent>;

/** The executor's access now: their user record's roles, as a token of theirs would name them. */
async function executorAccess({ tenantId, executor }: ReportContentRequest) {
  const user = await findUser(tenantId, executor.username);
  if (!user?.active || user.id !== executor.userId)
    throw new Error(`The report's executor ${executor.username} is not an active user`);
  return loadCallerAccess({ sub: String(user.id), username: user.username, tenant: tenantId, roles: user.roles });
}

/** Report delivery's ports over the deployment's adapters, with one browser for the process that calls it. */
function deliveryPorts(adapters: DeliveryAdapters): () => Promise<DeliveryPorts> {
  const { webBaseUrl, token, signer, now } = adapters;
  const origin = new URL(webBaseUrl).origin;
  const browsers = once(() => new BrowserPool({ launch: adapters.browserLaunch, allowedOrigins: () => [origin] }));
  return async () => {
    const chart = await adapters.chart();
    return {
      webBaseUrl,
      executorAccess,
      target: reportTarget,
      signToken: (subject) => signReportToken({ signer, ...token, now }, subject),
      render: (page) => browsers().use((browser) => renderPage(browser, { ...page, now })),
      chartFile: (access, chartId, name, format) => chartDataFile(access, chartId, name, format, chart),
      chartHtml: (access, chartId) => chartDataHtml(access, chartId, chart),
    };
  };
}

/**
 * The mail content of report runs: PNG and PDF rendered in headless Chromium from the web app's report mode, CSV,
 * XLSX and TEXT from the chart's data. The builder throws Errors whose message is fit for the execution log. Requests
 * the pages made outside the web app are logged for the operator with the origins they asked for.
 */
export function reportContentBuilder(adapters: DeliveryAdapters): ReportContentBuilder {
  const ports = deliveryPorts(adapters);
  return async (request) => {
    const content = await buildContent(request, await ports());
    if (content.blocked.total > 0)
      logger.warn('report page requests outside the web app blocked', {
        tenant: request.tenantId,
        reportId: request.reportId,
        ...content.blocked,
      });
    return content;
  };
}
