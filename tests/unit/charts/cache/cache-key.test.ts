import { describe, expect, it } from 'vitest';
import { type QueryCacheIdentity, canonical, queryCacheKey } from '#functions/charts/cache/cache-key.ts';

const identity = (overrides: Partial<QueryCacheIdentity> = {}): QueryCacheIdentity => ({
  tenant: 'default',
  datasource: { id: 1, type: 'table' },
  query: { metrics: ['count'], columns: ['name'], row_limit: 10, filters: [] },
  resultType: 'aggregate',
  engine: 'duckdb',
  database: { id: 1, changed_on: '2024-01-01T00:00:00' },
  dataset: { changed_on: '2024-01-01T00:00:00', version: 1 },
  sql: 'SELECT 1',
  rowFilters: [],
  rowLimit: 10,
  ...overrides,
});

describe('canonical', () => {
  it('sorts keys at every depth and drops absent values', () => {
    // Act
    const value = canonical({ b: 1, a: { d: [{ z: 1, y: null }], c: undefined } });

    // Assert
    expect(JSON.stringify(value)).toBe('{"a":{"d":[{"z":1}]},"b":1}');
  });
});

describe('queryCacheKey', () => {
  it('is a sha256 hex digest that ignores key order and spelled-out nulls', () => {
    // Arrange
    const reordered = identity({
      query: { filters: [], row_limit: 10, columns: ['name'], metrics: ['count'], series_limit_metric: null },
    });

    // Act
    const keys = [queryCacheKey(identity()), queryCacheKey(reordered)];

    // Assert
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('ignores fields that change neither SQL nor rows', () => {
    // Arrange
    const withFormat = identity({ query: { ...identity().query, result_format: 'csv', result_type: 'results' } });

    // Act
    const key = queryCacheKey(withFormat);

    // Assert
    expect(key).toBe(queryCacheKey(identity()));
  });

  it.each<[string, Partial<QueryCacheIdentity>]>([
    ['tenant', { tenant: 'other' }],
    ['dataset version', { dataset: { changed_on: '2024-01-01T00:00:00', version: 2 } }],
    ['dataset change time', { dataset: { changed_on: '2024-02-01T00:00:00', version: 1 } }],
    ['engine', { engine: 'athena' }],
    ['result type', { resultType: 'samples' }],
    ['SQL', { sql: 'SELECT 2' }],
    ['row level security conditions', { rowFilters: ["(region = 'EU')"] }],
    ['query', { query: { metrics: ['count'], columns: ['state'], row_limit: 10, filters: [] } }],
  ])('changes with the %s', (_what, change) => {
    // Act
    const key = queryCacheKey(identity(change));

    // Assert
    expect(key).not.toBe(queryCacheKey(identity()));
  });
});
