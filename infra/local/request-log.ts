import type { IncomingMessage, ServerResponse } from 'node:http';

/** The levels at which the runtime prints its one line per request: the request lines are INFO lines. */
const REQUEST_LINE_LEVELS = new Set(['TRACE', 'DEBUG', 'INFO']);

/** Whether request lines are printed at `level` (LOG_LEVEL, default INFO, as the functions' logger reads it). */
export const requestLinesShown = (level = process.env.LOG_LEVEL ?? 'INFO'): boolean =>
  REQUEST_LINE_LEVELS.has(level.toUpperCase());

/**
 * One line per request: method, path, status, milliseconds; nothing at all (not even the timing) when the log level
 * hides INFO lines, as benches and test servers run.
 */
export function logRequests(write: (line: string) => void, shown = requestLinesShown()) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (!shown) return;
    const started = performance.now();
    response.once('finish', () => {
      const path = (request.url ?? '/').split('?')[0];
      write(`${request.method} ${path} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
    });
  };
}
