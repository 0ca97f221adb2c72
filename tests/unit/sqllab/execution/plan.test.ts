import { describe, expect, it } from 'vitest';
import { effectiveLimit, limitingFactorOf } from '#functions/sqllab/execution/plan.ts';

describe('effectiveLimit', () => {
  const settings = { DEFAULT_SQLLAB_LIMIT: 1000, SQL_MAX_ROW: 100_000 };

  it.each([
    [null, 1000],
    [0, 1000],
    [50, 50],
    [1_000_000, 100_000],
  ])('reads queryLimit %s as %d rows', (queryLimit, limit) => {
    // Act / Assert
    expect(effectiveLimit(queryLimit, settings)).toBe(limit);
  });
});

describe('limitingFactorOf', () => {
  it.each([
    [{ limit: 5, userLimit: null }, false, 'NOT_LIMITED'],
    [{ limit: 5, userLimit: null }, true, 'DROPDOWN'],
    [{ limit: 5, userLimit: 3 }, false, 'QUERY'],
    [{ limit: 5, userLimit: 5 }, false, 'QUERY_AND_DROPDOWN'],
    [{ limit: 5, userLimit: 10 }, true, 'DROPDOWN'],
  ])('reads %j (cut: %s) as %s', (plan, cut, factor) => {
    // Act / Assert
    expect(limitingFactorOf(plan, cut)).toBe(factor);
  });
});
