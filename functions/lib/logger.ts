import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';

/** Keys every log line of one request or job carries: tenant, route key, request id, job id. */
export type LogContext = Partial<Record<'tenant' | 'routeKey' | 'requestId' | 'jobId' | 'queue', string>>;

const base = new Logger({ serviceName: 'skyset', logLevel: (process.env.LOG_LEVEL ?? 'INFO') as 'INFO' });

/**
 * The context is kept per async call chain, not on the logger: the local runtime serves many requests and jobs at
 * once in one process, where keys appended to a shared logger would land on other requests' lines.
 */
const scope = new AsyncLocalStorage<LogContext>();

/** Run `work` with `context` added to every line it logs (nested scopes add to their parent's keys). */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return scope.run({ ...scope.getStore(), ...context }, work);
}

type Extra = Record<string, unknown>;
const withScope = (extra?: Extra): Extra => ({ ...scope.getStore(), ...extra });

/** The one logger of Skyset's back end (structured JSON lines). Level from env LOG_LEVEL, default INFO. */
export const logger = {
  debug: (message: string, extra?: Extra) => base.debug(message, withScope(extra)),
  info: (message: string, extra?: Extra) => base.info(message, withScope(extra)),
  warn: (message: string, extra?: Extra) => base.warn(message, withScope(extra)),
  error: (message: string, extra?: Extra) => base.error(message, withScope(extra)),
};
