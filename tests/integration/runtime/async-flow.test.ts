import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueue } from '#functions/lib/composition/job-queue.ts';
import { login, startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';
import { until } from '../helpers/until.ts';

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(async () => {
  await runtime?.dispose();
});

function openSocket(token: string): Promise<{ socket: WebSocket; messages: unknown[] }> {
  const socket = new WebSocket(`${runtime.url.replace('http', 'ws')}/ws?token=${token}`);
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
  });
}

describe('a queued job, end to end through the local runtime', () => {
  it('reaches the worker and its event reaches the user over the WebSocket and by polling', async () => {
    // Arrange
    const { access_token } = await login(runtime.url);
    const { socket, messages } = await openSocket(access_token);
    const jobId = randomUUID();

    // Act: a job no processor handles yet, so its event is an error
    await jobQueue().send('chart', {
      body: {
        job_id: jobId,
        tenant: 'default',
        user_id: 1,
        channel_id: '1',
        kind: 'not-yet-supported',
        payload: {},
        submitted_at: new Date().toISOString(),
      },
    });
    const pushed = await until(() => messages.find((m) => (m as { job_id?: string }).job_id === jobId));
    const polled = await fetch(`${runtime.url}/api/v1/async_event/?last_id=0`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    socket.close();

    // Assert
    const expected = {
      id: expect.any(String),
      channel_id: '1',
      job_id: jobId,
      user_id: 1,
      status: 'error',
      errors: [
        {
          message: 'Unsupported job kind: not-yet-supported',
          error_type: 'ASYNC_WORKERS_ERROR',
          level: 'error',
          extra: {},
        },
      ],
      result_url: null,
    };
    expect(pushed).toEqual(expected);
    expect(await polled.json()).toEqual({ result: [expected] });
  });

  it('refuses a WebSocket without a valid token', async () => {
    // Act
    const attempt = openSocket('not-a-token');

    // Assert
    await expect(attempt).rejects.toThrow('upgrade refused: 401');
  });
});
