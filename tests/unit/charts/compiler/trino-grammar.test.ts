import { describe, expect, it } from 'vitest';
import { sqlSyntaxError } from '#functions/lib/sql/statements.ts';
import type { ChartDataQueryObjectInput } from '#shared/query-context/index.ts';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import type { CompileMode } from '#functions/charts/compiler/index.ts';
import { DIALECTS, compile, exampleDataset } from './fixtures.ts';

const virtual = exampleDataset('birth_names', { kind: 'virtual', sql: 'SELECT * FROM birth_names -- all rows' });

/** Every shape of query the compiler writes, so each Trino rendering goes through node-sql-parser's Trino grammar. */
const QUERIES: [string, ChartDataQueryObjectInput, CompileMode | undefined, boolean][] = [
  [
    'raw rows with paging',
    { columns: ['name', 'num_california'], orderby: [['name', true]], row_limit: 5, row_offset: 10 },
    undefined,
    false,
  ],
  [
    'grouped metrics with HAVING',
    { columns: ['gender'], metrics: ['count', 'sum__num'], extras: { having: 'COUNT(*) > 1', where: "state <> 'CA'" } },
    undefined,
    false,
  ],
  [
    'the legacy __timestamp series',
    { is_timeseries: true, granularity: 'ds', time_range: 'Last year', metrics: ['count'] },
    undefined,
    false,
  ],
  ['distinct values', { columns: ['state'], metrics: [] }, undefined, false],
  ['samples', { filters: [{ col: 'state', op: 'IN', val: ['CA', null] }], row_limit: 10 }, 'samples', false],
  [
    'drill to detail',
    { filters: [{ col: 'num', op: '>=', val: 3 }], orderby: [['num', false]], row_offset: 5 },
    'drill_detail',
    false,
  ],
  ['a row count', { columns: ['name'], metrics: ['count'], is_rowcount: true }, undefined, false],
  ['a virtual dataset', { columns: ['name'], metrics: ['count'] }, undefined, true],
];

const grainQueries: [string, ChartDataQueryObjectInput, CompileMode | undefined, boolean][] = TIME_GRAINS.map(
  (grain) => [
    `the x-axis at grain ${grain.duration}`,
    {
      columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: grain.duration }],
      metrics: ['count'],
      time_range: 'Last week',
    },
    undefined,
    false,
  ],
);

describe("Trino output parses with node-sql-parser's Trino grammar", () => {
  it.each([...QUERIES, ...grainQueries])('%s', (_name, query, mode, isVirtual) => {
    // Arrange
    const { sql } = compile(query, { dialect: 'trino', mode, dataset: isVirtual ? virtual : undefined });

    // Act
    const problem = sqlSyntaxError(sql, DIALECTS.trino);

    // Assert
    expect(problem).toBeUndefined();
  });
});
