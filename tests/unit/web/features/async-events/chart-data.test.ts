// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../web/app/core/http/api-error.ts';
import {
  BAD_RESULT_URL_MESSAGE,
  JOB_FAILED_MESSAGE,
  waitForChartDataWith,
} from '../../../../../web/app/features/async-events/index.ts';
import { jobEvent } from './fakes.ts';
import { CHART_RESULT, setUpClient, type SetUpOptions } from './set-up.ts';

const JOB = { channel_id: '7', job_id: 'job-1', user_id: '7', status: 'pending', errors: [], result_url: null };

/** Starts waiting for JOB's chart data, opens the socket and pushes `event`. */
function waitWithEvent(event: unknown, options: SetUpOptions = {}, signal?: AbortSignal) {
  const setUp = setUpClient(options);
  const result = waitForChartDataWith(setUp.client, setUp.api.apiFetch, JOB, signal);
  setUp.lastSocket().open();
  setUp.lastSocket().receive(event);
  return { ...setUp, result };
}

/** What a rejected wait carried, as plain values. */
async function rejectionOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) return error;
  return { status: error.status, messages: error.messages, errors: error.errors };
}

describe('waitForChartData', () => {
  it('fetches the result URL of the done event and resolves with the chart data', async () => {
    // Act
    const { result, api } = waitWithEvent(jobEvent('1', 'job-1'));

    // Assert
    expect(await result).toEqual(CHART_RESULT);
    expect(api.requestedUrls()).toEqual([`/api/v1/chart/data/${'a'.repeat(64)}`]);
  });

  it("rejects with the error event's messages in Superset's error shape", async () => {
    // Arrange
    const errors = [
      {
        message: 'Binder Error: column "nme" not found',
        error_type: 'GENERIC_DB_ENGINE_ERROR',
        level: 'error',
        extra: { engine_name: 'DuckDB' },
      },
      { message: 'second problem', error_type: 'NOT_A_KNOWN_TYPE', level: 'loud', extra: null },
    ];

    // Act
    const { result } = waitWithEvent(jobEvent('2', 'job-1', 'error', { errors }));

    // Assert
    expect(await rejectionOf(result)).toEqual({
      status: 0,
      messages: ['Binder Error: column "nme" not found', 'second problem'],
      errors: [
        {
          message: 'Binder Error: column "nme" not found',
          error_type: 'GENERIC_DB_ENGINE_ERROR',
          level: 'error',
          extra: { engine_name: 'DuckDB' },
        },
        { message: 'second problem', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
      ],
    });
  });

  it('rejects with a generic message when the error event names no error', async () => {
    // Act
    const { result } = waitWithEvent(jobEvent('2', 'job-1', 'error', { errors: [{ unexpected: true }] }));

    // Assert
    expect(await rejectionOf(result)).toEqual({ status: 0, messages: [JOB_FAILED_MESSAGE], errors: [] });
  });

  it.each([
    ['another host', 'https://evil.example/api/v1/chart/data/abc'],
    ['a protocol-relative URL', '//evil.example/api/v1/chart/data/abc'],
    ['another endpoint', '/api/v1/security/refresh'],
    ['a path escaping the endpoint', '/api/v1/chart/data/../../me/'],
    ['no URL', null],
  ])('refuses a result URL to %s without requesting it', async (_case, resultUrl) => {
    // Act
    const { result, api } = waitWithEvent(jobEvent('3', 'job-1', 'done', { result_url: resultUrl }));

    // Assert
    expect(await rejectionOf(result)).toEqual({ status: 0, messages: [BAD_RESULT_URL_MESSAGE], errors: [] });
    expect(api.requestedUrls()).toEqual([]);
  });

  it('rejects with the fetch error when the result has expired', async () => {
    // Act
    const { result } = waitWithEvent(jobEvent('4', 'job-1'), {
      result: { status: 404, body: { message: 'Not found' } },
    });

    // Assert
    expect(await rejectionOf(result)).toEqual({ status: 404, messages: ['Not found'], errors: [] });
  });

  it('rejects with an AbortError when stopped before the job ends', async () => {
    // Arrange
    const controller = new AbortController();
    const { client, api } = setUpClient();
    const result = waitForChartDataWith(client, api.apiFetch, JOB, controller.signal);

    // Act
    controller.abort();

    // Assert
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.requestedUrls()).toEqual([]);
  });
});
