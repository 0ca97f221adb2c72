import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The deadline of the HTTP request being served (its Lambda's remaining time; the local gateway gives the same
 * 30 s API Gateway does), so engine work inside it ends in time for the handler to answer: a query past its budget
 * answers its own timeout error, never the gateway's or the function's.
 */
const deadlines = new AsyncLocalStorage<number>();

/** Time a handler keeps after a timed-out query to record the outcome and answer. */
export const ANSWER_MARGIN_MS = 2000;

/** Runs `work` as a request that must answer by `deadline` (epoch ms). */
export function withRequestDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
  return deadlines.run(deadline, work);
}

/** `budgetMs` cut to what the current request has left for engine work (unchanged outside a request: jobs). */
export function withinRequest(budgetMs: number, now = Date.now()): number {
  const deadline = deadlines.getStore();
  if (deadline === undefined) return budgetMs;
  return Math.max(0, Math.min(budgetMs, deadline - ANSWER_MARGIN_MS - now));
}
