import { setTimeout as sleep } from 'node:timers/promises';
import { type ReportRunDeps, runAlertQuery } from '../../reports/index.ts';
import { engineFor } from './engines.ts';
import { mailTransport } from './mail.ts';
import { buildReportContent } from './report-delivery.ts';

/** The run's dependencies in both runtimes: the system clock, the engines, rendering and the deployment's mail sender. */
export function reportRunDeps(hardDeadline?: number): ReportRunDeps {
  return {
    now: () => new Date(),
    sleep: async (ms, signal) => {
      await sleep(ms, undefined, { signal });
    },
    alertQuery: (tenant, report, executor, deadline) =>
      runAlertQuery(tenant, report, executor, deadline, { now: Date.now, engineFor }),
    buildContent: buildReportContent,
    mail: { send: async (mail) => (await mailTransport()).send(mail) },
    ...(hardDeadline === undefined ? {} : { hardDeadline }),
  };
}
