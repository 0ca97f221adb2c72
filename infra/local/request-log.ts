import type { IncomingMessage, ServerResponse } from 'node:http';

/** One line per request: method, path, status, milliseconds. */
export function logRequests(write: (line: string) => void) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const started = performance.now();
    response.once('finish', () => {
      const path = (request.url ?? '/').split('?')[0];
      write(`${request.method} ${path} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
    });
  };
}
