import { describe, expect, it } from 'vitest';
import type { AppError } from '#shared/errors.ts';
import type { DatabaseRecord } from '#functions/lib/records/database-schema.ts';
import { effectiveLimit, limitingFactorOf, planScript } from '#functions/sqllab/execution/plan.ts';

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

describe('planScript sandbox', () => {
  const request = {
    templateParams: null,
    schema: null,
    queryLimit: null,
    selectAsCta: false,
    ctasMethod: 'TABLE' as const,
    tmpTableName: null,
    user: { id: '1', name: 'analyst' },
    now: 0,
  };
  const database = (allow_dml: boolean) => ({ backend: 'duckdb', allow_dml }) as DatabaseRecord;
  const refusal = async (sql: string, allowDml: boolean) => {
    try {
      await planScript({ ...request, sql }, database(allowDml), 10);
    } catch (error) {
      return [(error as AppError).status, (error as AppError).errorType];
    }
    return 'planned';
  };

  it.each([true, false])(
    'refuses a statement that leaves the sandbox as a security error (allow_dml: %s)',
    async (allowDml) => {
      // Act
      const refused = await refusal("SELECT 1;\nCOPY (SELECT 1) TO '/tmp/x.csv'", allowDml);

      // Assert
      expect(refused).toEqual([403, 'QUERY_SECURITY_ACCESS_ERROR']);
    },
  );

  it('refuses what a template renders, not only what was typed', async () => {
    // Act
    const refused = await refusal("{{ 'AT' ~ 'TACH' }} '/tmp/x.duckdb'", true);

    // Assert
    expect(refused).toEqual([403, 'QUERY_SECURITY_ACCESS_ERROR']);
  });

  it('refuses a template that expands past what a query record holds', async () => {
    // Act
    const refused = await refusal("SELECT '{% for i in range(20000) %}0123456789{% endfor %}'", false);

    // Assert
    expect(refused).toEqual([400, 'INVALID_SQL_ERROR']);
  });
});
