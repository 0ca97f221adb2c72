import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '#shared/errors.ts';

/**
 * The deadline of the HTTP request being served (its Lambda's remaining time; the local gateway gives the same
 * 30 s API Gateway does), so engine work inside it ends in time for the handler to answer: a query past its budget
 * answers its own timeout error, never the gateway's or the function's. Whatever phase a request is in when its time
 * runs out (the engine, moving a large result, serializing it), the handler answers the route's timeout error and
 * aborts the request's signal, so the work still going stops.
 */
interface RequestTime {
  deadline: number;
  abort: AbortController;
  /** The route's own timeout error (SQL Lab's names its query); a generic 408 until a route says. */
  timeoutAnswer?: () => AppError;
}

const requests = new AsyncLocalStorage<RequestTime>();

/** Time a handler keeps after a timed-out query to record the outcome and answer. */
export const ANSWER_MARGIN_MS = 2000;

/** How long before the function's end a request still running is answered with its timeout error. */
export const TIMEOUT_ANSWER_MS = 1000;

/** The answer of a request past its time whose route named no timeout error of its own. */
export const requestTimedOut = (): AppError =>
  new AppError(408, 'Request timed out', { detailed: true, errorType: 'BACKEND_TIMEOUT_ERROR' });

/** Runs `work` as a request that must answer by `deadline` (epoch ms). */
export function withRequestDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
  return requests.run({ deadline, abort: new AbortController() }, work);
}

/**
 * Runs `work` as a request that must answer by `deadline`; when it is still running TIMEOUT_ANSWER_MS before, its
 * signal is aborted and `answer` gets the route's timeout error instead (what `work` later returns is dropped).
 */
export function answerInTime<T>(
  deadline: number,
  work: () => Promise<T>,
  answer: (error: AppError) => T,
  now = Date.now(),
): Promise<T> {
  const time: RequestTime = { deadline, abort: new AbortController() };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(
      () => {
        time.abort.abort();
        resolve(answer(time.timeoutAnswer?.() ?? requestTimedOut()));
      },
      Math.max(0, deadline - TIMEOUT_ANSWER_MS - now),
    );
  });
  return Promise.race([requests.run(time, work), late]).finally(() => clearTimeout(timer));
}

/** Names the error the current request answers should its time run out (the last call wins). */
export function onRequestTimeout(answer: () => AppError): void {
  const time = requests.getStore();
  if (time) time.timeoutAnswer = answer;
}

/** Aborted once the current request was answered as timed out (undefined outside a request: jobs). */
export function requestSignal(): AbortSignal | undefined {
  return requests.getStore()?.abort.signal;
}

/** `budgetMs` cut to what the current request has left for engine work (unchanged outside a request: jobs). */
export function withinRequest(budgetMs: number, now = Date.now()): number {
  const deadline = requests.getStore()?.deadline;
  if (deadline === undefined) return budgetMs;
  return Math.max(0, Math.min(budgetMs, deadline - ANSWER_MARGIN_MS - now));
}
