import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { logRequests, requestLinesShown } from '#infra/local/request-log.ts';

/** A request answered with `status`: the response emits `finish` as Node's does once it is sent. */
function answer(log: ReturnType<typeof logRequests>, status: number): void {
  const request = { method: 'GET', url: '/api/v1/me/?q=1' } as IncomingMessage;
  const response = Object.assign(new EventEmitter(), { statusCode: status }) as unknown as ServerResponse;
  log(request, response);
  response.emit('finish');
}

describe('the local runtime request log', () => {
  it('prints one line per request, without its query, at the INFO level', () => {
    // Arrange
    const lines: string[] = [];

    // Act
    answer(
      logRequests((line) => lines.push(line), requestLinesShown('INFO')),
      200,
    );

    // Assert
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/v1\/me\/ 200 \d+\.\dms$/)]);
  });

  it.each(['WARN', 'error'])('prints nothing when LOG_LEVEL is %s, as benches and test servers run', (level) => {
    // Arrange
    const lines: string[] = [];

    // Act
    answer(
      logRequests((line) => lines.push(line), requestLinesShown(level)),
      200,
    );

    // Assert
    expect(lines).toEqual([]);
  });
});
