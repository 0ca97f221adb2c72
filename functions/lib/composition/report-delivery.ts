import { reportContentBuilder, type ReportContentBuilder } from '../../reports/index.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import { publicBaseUrl } from '../public-url.ts';
import { browserLaunch } from './browser.ts';
import { chartPorts } from './chart-ports.ts';
import { reportTokenSigner } from './report-signing.ts';

/** The deployment's report content: its web address and token settings, the system clock, its key and Chromium. */
const reportContent = once((): ReportContentBuilder => {
  const settings = config();
  return reportContentBuilder({
    webBaseUrl: publicBaseUrl(settings),
    token: {
      issuer: settings.JWT_ISSUER,
      audience: settings.JWT_AUDIENCE,
      ttlSeconds: settings.REPORT_TOKEN_TTL_SECONDS,
    },
    signer: reportTokenSigner(),
    now: Date.now,
    browserLaunch,
    chart: chartPorts,
  });
});

/** The mail content of one report run, built with the deployment's adapters (see reportContentBuilder). */
export const buildReportContent: ReportContentBuilder = (request) => reportContent()(request);
