import { describe, expect, it } from 'vitest';
import { estimatedRows, typeWidth } from '#functions/lib/adapters/query-engine/duckdb/duckdb-estimate.ts';

const scan = (cardinality: string) => ({
  name: 'SEQ_SCAN',
  children: [],
  extra_info: { 'Estimated Cardinality': cardinality },
});

describe('estimatedRows of a DuckDB EXPLAIN (FORMAT JSON) plan', () => {
  it.each([
    [
      'the topmost estimate',
      { name: 'PROJECTION', children: [scan('99')], extra_info: { 'Estimated Cardinality': '12' } },
      12,
    ],
    [
      'the first estimate below nodes without one (LIMIT)',
      { name: 'LIMIT', children: [scan('24691')], extra_info: {} },
      24_691,
    ],
    [
      'the product of its inputs for a cross product',
      { name: 'CROSS_PRODUCT', children: [scan('10'), scan('20')], extra_info: {} },
      200,
    ],
    ['unknown when no node estimates', { name: 'DUMMY_SCAN', children: [], extra_info: {} }, null],
  ])('reads %s', (_case, plan, rows) => {
    // Act / Assert
    expect(estimatedRows(plan)).toBe(rows);
  });
});

describe('typeWidth', () => {
  it.each([
    ['BOOLEAN', 1],
    ['INTEGER', 4],
    ['BIGINT', 8],
    ['TIMESTAMP WITH TIME ZONE', 8],
    ['DECIMAL(10,2)', 8],
    ['DECIMAL(38,2)', 16],
    ['VARCHAR', 16],
    ['INTEGER[]', 16],
  ])('counts %s as %d bytes', (type, width) => {
    // Act / Assert
    expect(typeWidth(type)).toBe(width);
  });
});
