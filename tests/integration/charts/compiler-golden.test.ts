import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQuery, type CompileMode } from '#functions/charts/compiler/index.ts';
import type { DatasetRecord } from '#functions/lib/records/dataset-schema.ts';
import { examplesEngineOptions } from '#functions/lib/adapters/query-engine/duckdb/duckdb-examples.ts';
import { DuckDbEngine } from '#functions/lib/adapters/query-engine/duckdb/duckdb-engine.ts';
import type { EngineRow } from '#functions/lib/ports/query-engine.ts';
import { generateExamples } from '#infra/local/data/generate.ts';
import { examplesFolder } from '#infra/local/data/manifest.ts';
import type { ChartDataQueryObjectInput } from '#shared/query-context/index.ts';
import { exampleDataset, queryObject } from '../../unit/charts/compiler/fixtures.ts';
import { duckDbDialect } from '../../unit/lib/sql/parsing-dialects.ts';

/**
 * Golden tests: each compiled query runs on DuckDB over the generated example data and must answer exactly what
 * an independent hand-written query answers.
 */
let dataDir: string;
let engine: DuckDbEngine;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'skyset-compiler-golden-'));
  await generateExamples({ dataDir });
  engine = await DuckDbEngine.open(examplesEngineOptions(examplesFolder(dataDir, 1)));
});

afterAll(async () => {
  await engine?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function rowsOf(sql: string): Promise<EngineRow[]> {
  return (await engine.run({ sql, queryId: randomUUID() })).rows;
}

async function compiledRows(
  query: ChartDataQueryObjectInput,
  dataset: DatasetRecord,
  mode?: CompileMode,
): Promise<EngineRow[]> {
  const compiled = compileQuery({
    query: queryObject(query),
    dataset,
    dialect: duckDbDialect,
    mode,
    now: new Date('2024-06-15T00:00:00Z'),
  });
  return rowsOf(compiled.sql);
}

const birthNames = exampleDataset('birth_names');
const sales = exampleDataset('cleaned_sales_data');

describe('compiled queries answer what hand-written SQL answers', () => {
  it('birth_names: SUM(num) by gender for the top 5 states, names LIKE A%', async () => {
    // Arrange
    const expected = await rowsOf(`
      WITH top_states AS (
        SELECT state FROM birth_names WHERE name LIKE 'A%' GROUP BY state ORDER BY SUM(num) DESC LIMIT 5
      )
      SELECT gender, state, SUM(num) FROM birth_names
      WHERE name LIKE 'A%' AND state IN (SELECT state FROM top_states)
      GROUP BY gender, state ORDER BY 3 DESC, 1, 2`);

    // Act
    const actual = await compiledRows(
      {
        columns: ['gender', 'state'],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM' }],
        filters: [{ col: 'name', op: 'LIKE', val: 'A%' }],
        series_columns: ['state'],
        series_limit: 5,
        orderby: [
          ['SUM(num)', false],
          ['gender', true],
          ['state', true],
        ],
      },
      birthNames,
    );

    // Assert
    expect(expected).toHaveLength(10);
    expect(actual).toEqual(expected);
  });

  it('random_time_series: monthly counts within a TEMPORAL_RANGE', async () => {
    // Arrange
    const expected = await rowsOf(`
      SELECT date_trunc('month', ds), COUNT(*) FROM random_time_series
      WHERE ds >= TIMESTAMP '2015-01-01' AND ds < TIMESTAMP '2016-01-01'
      GROUP BY 1 ORDER BY 1`);

    // Act
    const actual = await compiledRows(
      {
        columns: [
          { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1M', expressionType: 'SQL' },
        ],
        metrics: ['count'],
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2015-01-01 : 2016-01-01' }],
        orderby: [['ds', true]],
      },
      exampleDataset('random_time_series'),
    );

    // Assert
    expect(expected).toHaveLength(12);
    expect(actual).toEqual(expected);
  });

  it('birth_names: births per gender in the latest partition (LATEST PARTITION on ds)', async () => {
    // Arrange
    const expected = await rowsOf(`
      SELECT gender, SUM(num) FROM birth_names WHERE ds = (SELECT MAX(ds) FROM birth_names) GROUP BY gender ORDER BY gender`);

    // Act
    const actual = await compiledRows(
      {
        columns: ['gender'],
        metrics: ['sum__num'],
        filters: [{ col: 'ds', op: 'LATEST PARTITION' }],
        orderby: [['gender', true]],
      },
      birthNames,
    );

    // Assert
    expect(expected).toHaveLength(2);
    expect(actual).toEqual(expected);
  });

  it('cleaned_sales_data: COUNT_DISTINCT customers per deal size', async () => {
    // Arrange
    const expected = await rowsOf(
      'SELECT deal_size, COUNT(DISTINCT customer_name) FROM cleaned_sales_data GROUP BY 1 ORDER BY 2 DESC, 1',
    );

    // Act
    const actual = await compiledRows(
      {
        columns: ['deal_size'],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'customer_name' }, aggregate: 'COUNT_DISTINCT' }],
        orderby: [
          ['COUNT_DISTINCT(customer_name)', false],
          ['deal_size', true],
        ],
      },
      sales,
    );

    // Assert
    expect(expected).toHaveLength(3);
    expect(actual).toEqual(expected);
  });

  it('cleaned_sales_data: IN with null keeps the rows without a state', async () => {
    // Arrange
    const expected = await rowsOf(`
      SELECT state, COUNT(*) FROM cleaned_sales_data WHERE state = 'CA' OR state IS NULL GROUP BY 1 ORDER BY 1`);

    // Act
    const actual = await compiledRows(
      {
        columns: ['state'],
        metrics: ['count'],
        filters: [{ col: 'state', op: 'IN', val: ['CA', null] }],
        orderby: [['state', true]],
      },
      sales,
    );

    // Assert
    expect(expected).toHaveLength(2);
    expect(actual).toEqual(expected);
  });

  it('birth_names: HAVING keeps the states above a total', async () => {
    // Arrange
    const expected = await rowsOf(
      'SELECT state, SUM(num) FROM birth_names GROUP BY 1 HAVING SUM(num) > 5000000 ORDER BY 2 DESC',
    );

    // Act
    const actual = await compiledRows(
      { columns: ['state'], metrics: ['sum__num'], extras: { having: 'SUM(num) > 5000000' } },
      birthNames,
    );

    // Assert
    expect(expected.length).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  it('birth_names: row_offset pages raw rows', async () => {
    // Arrange
    const expected = await rowsOf(`
      SELECT name, state, num FROM birth_names WHERE gender = 'girl' ORDER BY name, state, ds LIMIT 10 OFFSET 20`);

    // Act
    const actual = await compiledRows(
      {
        columns: ['name', 'state', 'num'],
        filters: [{ col: 'gender', op: '==', val: 'girl' }],
        orderby: [
          ['name', true],
          ['state', true],
          ['ds', true],
        ],
        row_limit: 10,
        row_offset: 20,
      },
      birthNames,
    );

    // Assert
    expect(expected).toHaveLength(10);
    expect(actual).toEqual(expected);
  });

  it('energy_usage: drill to detail returns the filtered rows un-aggregated', async () => {
    // Arrange
    const expected = await rowsOf(
      `SELECT source, target, value FROM energy_usage WHERE value > 50 ORDER BY value DESC LIMIT 15`,
    );

    // Act
    const actual = await compiledRows(
      {
        columns: ['source'],
        metrics: ['sum__value'],
        filters: [{ col: 'value', op: '>', val: 50 }],
        orderby: [['value', false]],
        row_limit: 15,
      },
      exampleDataset('energy_usage'),
      'drill_detail',
    );

    // Assert
    expect(expected).toHaveLength(15);
    expect(actual).toEqual(expected);
  });

  it('birth_names: the legacy __timestamp series within its granularity range', async () => {
    // Arrange
    const expected = await rowsOf(`
      SELECT date_trunc('year', ds), SUM(num_california) FROM (
        SELECT ds, CASE WHEN state = 'CA' THEN num ELSE 0 END AS num_california FROM birth_names
      ) WHERE ds >= TIMESTAMP '1990-01-01' AND ds < TIMESTAMP '2000-01-01' GROUP BY 1 ORDER BY 1`);

    // Act
    const actual = await compiledRows(
      {
        is_timeseries: true,
        granularity: 'ds',
        time_range: '1990-01-01 : 2000-01-01',
        extras: { time_grain_sqla: 'P1Y' },
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'num_california' }, aggregate: 'SUM' }],
        orderby: [[{ columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1Y' }, true]],
      },
      birthNames,
    );

    // Assert
    expect(expected).toHaveLength(10);
    expect(actual).toEqual(expected);
  });

  it('a virtual dataset over birth_names counts what its SQL selects', async () => {
    // Arrange
    const virtual = exampleDataset('birth_names', {
      kind: 'virtual',
      sql: "SELECT * FROM birth_names WHERE state = 'NY'",
    });
    const expected = await rowsOf(
      `SELECT gender, COUNT(*) FROM birth_names WHERE state = 'NY' GROUP BY 1 ORDER BY 2 DESC`,
    );

    // Act
    const actual = await compiledRows({ columns: ['gender'], metrics: ['count'] }, virtual);

    // Assert
    expect(expected).toHaveLength(2);
    expect(actual).toEqual(expected);
  });
});
