import type { MailAttachment, ReportMail } from '#functions/lib/ports/mail.ts';
import type { ReportContentRequest } from '#functions/reports/delivery/index.ts';
import { engineFor } from '#functions/lib/composition/engines.ts';
import { runAlertQuery } from '#functions/reports/run/alert-query.ts';
import type { ReportRunDeps } from '#functions/reports/run/ports.ts';
import { type BlockedRequests, NOTHING_BLOCKED } from '#functions/reports/delivery/render/network-guard.ts';

/** A settable clock. */
export class TestClock {
  constructor(private instant: Date) {}
  now = (): Date => new Date(this.instant);
  set(iso: string): void {
    this.instant = new Date(iso);
  }
}

/** Delivery doubles that record what the run asked for and sent, with the real alert engine underneath. */
export interface RunFakes {
  deps: ReportRunDeps;
  clock: TestClock;
  requests: ReportContentRequest[];
  mails: ReportMail[];
}

export const PNG: MailAttachment = {
  filename: 'chart.png',
  contentType: 'image/png',
  content: Buffer.from('png'),
  cid: 'chart-1',
};
export const CSV: MailAttachment = {
  filename: 'chart.csv',
  contentType: 'text/csv',
  content: Buffer.from('a,b\n1,2\n'),
};

/**
 * Run dependencies for tests: a settable clock, a working timeout that fires only when `timeoutNow` is set, content
 * of the formats asked (or `contentError`; with `blocked` as the rendering's refused requests), a mailbox that keeps every mail, and DuckDB for alert queries.
 */
export function runFakes(
  start: string,
  options: { contentError?: Error; contentNever?: boolean; timeoutNow?: boolean; blocked?: BlockedRequests } = {},
): RunFakes {
  const clock = new TestClock(new Date(start));
  const requests: ReportContentRequest[] = [];
  const mails: ReportMail[] = [];
  const deps: ReportRunDeps = {
    now: clock.now,
    sleep: (_ms, signal) =>
      options.timeoutNow
        ? Promise.resolve()
        : new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    alertQuery: (tenant, report, executor, deadline) =>
      runAlertQuery(tenant, report, executor, deadline, { now: () => clock.now().getTime(), engineFor }),
    buildContent: async (request) => {
      requests.push(request);
      if (options.contentError) throw options.contentError;
      if (options.contentNever) return new Promise(() => undefined);
      const attachments = request.formats.flatMap((format) =>
        format === 'PNG' ? [PNG] : format === 'CSV' ? [CSV] : [],
      );
      return {
        url: `http://localhost/explore/?slice_id=${'chartId' in request.target ? request.target.chartId : 0}`,
        attachments,
        blocked: options.blocked ?? NOTHING_BLOCKED,
      };
    },
    mail: {
      send: async (mail) => {
        mails.push(mail);
        return { messageId: `m-${mails.length}` };
      },
    },
  };
  return { deps, clock, requests, mails };
}
