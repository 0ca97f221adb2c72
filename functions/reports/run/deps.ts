import { setTimeout as sleep } from 'node:timers/promises';
import { buildReportContent, mailSender } from '../delivery/index.ts';
import { runAlertQuery } from './alert-query.ts';
import type { ReportRunDeps } from './ports.ts';

/** The run's dependencies in both runtimes: the system clock, the engines, rendering and the deployment's mail sender. */
export function reportRunDeps(hardDeadline?: number): ReportRunDeps {
  return {
    now: () => new Date(),
    sleep: async (ms, signal) => {
      await sleep(ms, undefined, { signal });
    },
    alertQuery: (tenant, report, executor, deadline) => runAlertQuery(tenant, report, executor, deadline, Date.now),
    buildContent: buildReportContent,
    mail: mailSender(),
    ...(hardDeadline === undefined ? {} : { hardDeadline }),
  };
}
