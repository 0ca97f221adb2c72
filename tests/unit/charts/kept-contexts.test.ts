import { beforeEach, describe, expect, it } from 'vitest';
import { keptQueryContext } from '#functions/charts/kept-contexts.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import { ValidationError } from '#shared/errors.ts';

/** A warm function validates a chart data body once: a kept context is the very same object, a new one is not. */
const LIMITS = { rowLimit: 10_000, maxRow: 100_000 };
const body = () => ({
  datasource: { id: 1, type: 'table' },
  queries: [{ columns: ['gender'], metrics: ['count'], row_limit: 10 }],
});

beforeEach(() => {
  resetProcessState();
});

describe('keptQueryContext', () => {
  it('answers the context it validated for the same body of the same tenant', () => {
    // Arrange
    const first = keptQueryContext('acme', body(), LIMITS);

    // Act
    const again = keptQueryContext('acme', body(), LIMITS);

    // Assert
    expect(again).toBe(first);
    expect(again.queries[0]).toMatchObject({ columns: ['gender'], metrics: ['count'], row_limit: 10 });
  });

  it('validates again for another tenant and for other limits', () => {
    // Arrange
    const first = keptQueryContext('acme', body(), LIMITS);

    // Act
    const others = [
      keptQueryContext('globex', body(), LIMITS),
      keptQueryContext('acme', body(), { rowLimit: 20, maxRow: 50 }),
    ];

    // Assert
    expect(others.map((context) => context === first)).toEqual([false, false]);
  });

  it('refuses an invalid body every time it is sent', () => {
    // Arrange
    const invalid = { datasource: { id: 1, type: 'table' }, queries: [{ row_limit: 'ten' }] };
    const failureOf = (): unknown => {
      try {
        return keptQueryContext('acme', invalid, LIMITS);
      } catch (error) {
        return error;
      }
    };

    // Act
    const failures = [failureOf(), failureOf()];

    // Assert
    expect(failures.map((failure) => failure instanceof ValidationError)).toEqual([true, true]);
  });

  it('hands out a read-only context, so no request changes the next one', () => {
    // Arrange
    const context = keptQueryContext('acme', body(), LIMITS);

    // Act
    const change = () => context.queries[0]!.columns.push('name');

    // Assert
    expect(change).toThrow(TypeError);
  });
});
