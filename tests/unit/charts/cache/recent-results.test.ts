import { describe, expect, it } from 'vitest';
import { RecentResults } from '#functions/charts/cache/recent-results.ts';
import type { ComputedResult } from '#functions/charts/results/schema.ts';
import { WARM_ITEM_SECONDS } from '#functions/lib/warm-items.ts';

const NOW = 1_700_000_000_000;

/** A result of `rows` rows of two columns. */
function result(rows = 1): ComputedResult {
  const data = Array.from({ length: rows }, (_, index) => ({ a: index, b: 'x' }));
  const unfiltered = {
    applied_filters: [],
    rejected_filters: [],
    applied_template_filters: [],
    from_dttm: null,
    to_dttm: null,
  };
  const shape = { colnames: ['a', 'b'], coltypes: [0, 1], label_map: {}, annotation_data: [] };
  return {
    query: 'SELECT 1',
    language: 'sql',
    data,
    rowcount: rows,
    sql_rowcount: rows,
    row_limit_reached: false,
    row_limit: 10_000,
    ...shape,
    ...unfiltered,
  };
}

const cached = (rows = 1) => ({ cachedAt: '2023-11-14T22:13:20', result: result(rows) });
const never = { nowMs: NOW, expiresAtMs: undefined };

describe('RecentResults', () => {
  it('answers a result kept a moment ago', () => {
    // Arrange
    const recent = new RecentResults(2 ** 20);
    recent.set('default', 'k', cached(), never);

    // Act
    const answer = recent.get('default', 'k', NOW + 1000);

    // Assert
    expect(answer).toEqual(cached());
  });

  it('stops answering once its warm life is over', () => {
    // Arrange
    const recent = new RecentResults(2 ** 20);
    recent.set('default', 'k', cached(), never);

    // Act
    const answer = recent.get('default', 'k', NOW + WARM_ITEM_SECONDS * 1000);

    // Assert
    expect(answer).toBeUndefined();
  });

  it('stops answering when the cache entry expires, if that comes first', () => {
    // Arrange
    const recent = new RecentResults(2 ** 20);
    recent.set('default', 'k', cached(), { nowMs: NOW, expiresAtMs: NOW + 2000 });

    // Act
    const answers = [recent.get('default', 'k', NOW + 1999), recent.get('default', 'k', NOW + 2000)];

    // Assert
    expect(answers).toEqual([cached(), undefined]);
  });

  it("never answers one tenant's key with another tenant's result", () => {
    // Arrange
    const recent = new RecentResults(2 ** 20);
    recent.set('acme', 'k', cached(), never);

    // Act
    const answer = recent.get('default', 'k', NOW);

    // Assert
    expect(answer).toBeUndefined();
  });

  it('drops the oldest results once the kept ones pass the size limit', () => {
    // Arrange: each result of 1,000 rows is estimated at about 97 KB.
    const recent = new RecentResults(250_000);
    for (const key of ['first', 'second', 'third']) recent.set('default', key, cached(1000), never);

    // Act
    const kept = ['first', 'second', 'third'].map((key) => recent.get('default', key, NOW) !== undefined);

    // Assert
    expect(kept).toEqual([false, true, true]);
  });

  it('hands out rows no request can change for the next one', () => {
    // Arrange
    const recent = new RecentResults(2 ** 20);
    recent.set('default', 'k', cached(2), never);

    // Act
    const { result: kept } = recent.get('default', 'k', NOW)!;

    // Assert
    expect([Object.isFrozen(kept), Object.isFrozen(kept.data), kept.data.every((row) => Object.isFrozen(row))]).toEqual(
      [true, true, true],
    );
  });
});
