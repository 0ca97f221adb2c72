import { describe, expect, it } from 'vitest';
import { createHttpHandler, ok } from '#functions/lib/http.ts';

const handle = async () => ok({});

describe('route keys typed from the manifest', () => {
  it('refuse a handler that misses a route of its domain or names one that does not exist (checked by typecheck)', () => {
    // Act: these lines compile only because each expects its own type error.
    // @ts-expect-error the async domain has `GET /api/v1/async_event/`, which is missing
    const missing = () => createHttpHandler('async', {});
    const unknown = () =>
      // @ts-expect-error `GET /api/v1/nowhere/` is no route of the manifest
      createHttpHandler('async', { 'GET /api/v1/async_event/': handle, 'GET /api/v1/nowhere/': handle });
    const exact = () => createHttpHandler('async', { 'GET /api/v1/async_event/': handle });

    // Assert
    expect([missing, unknown, exact].every((make) => typeof make === 'function')).toBe(true);
  });
});
