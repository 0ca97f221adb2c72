import type { MailSender } from '../../lib/ports/mail.ts';
import type { ReportContent, ReportContentRequest } from '../delivery/index.ts';
import type { ReportRecord } from '../schema.ts';
import type { AlertRows } from './alert-query.ts';
import type { Executor } from './executor.ts';

/** What a report run needs besides the store: the clock, the timer, the alert's engine, rendering and mail. */
export interface ReportRunDeps {
  now: () => Date;
  /** Resolves after `ms` unless `signal` aborts first (then it rejects): the working timeout's timer. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  alertQuery: (tenant: string, report: ReportRecord, executor: Executor, deadline: number) => Promise<AlertRows>;
  buildContent: (request: ReportContentRequest) => Promise<ReportContent>;
  mail: MailSender;
  /** Epoch ms by which the run must have settled whatever the report allows (the function's own time limit). */
  hardDeadline?: number;
}
