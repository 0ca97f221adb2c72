import { describe, expect, it } from 'vitest';
import { compile, exampleDataset, failureOf } from './fixtures.ts';

const FROM = 'FROM "main"."birth_names"';

describe('order, limit and offset', () => {
  it('orders by metrics, columns and ad-hoc metrics as asked', () => {
    // Act
    const { sql } = compile({
      columns: ['gender', 'state'],
      metrics: ['count'],
      orderby: [
        ['count', true],
        ['state', false],
        [{ expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'MAX' }, false],
      ],
      row_limit: 7,
    });

    // Assert
    expect(sql).toBe(
      [
        'SELECT "gender" AS "gender", "state" AS "state", COUNT(*) AS "count"',
        FROM,
        'GROUP BY "gender", "state"',
        'ORDER BY COUNT(*) ASC, "state" DESC, MAX("num") DESC',
        'LIMIT 7',
      ].join('\n'),
    );
  });

  it.each([
    [true, 'DESC'],
    [false, 'ASC'],
  ])('without orderby, order_desc %s sorts by the first metric %s', (orderDesc, direction) => {
    // Act
    const { sql } = compile({
      columns: ['gender'],
      metrics: ['sum__num', 'count'],
      order_desc: orderDesc,
      row_limit: 2,
    });

    // Assert
    expect(sql.split('\n').at(-2)).toBe(`ORDER BY SUM(num) ${direction}`);
  });

  it('an orderby item the query cannot name is a 400', () => {
    // Act
    const failure = failureOf(() => compile({ columns: ['gender'], metrics: ['count'], orderby: [['nope', true]] }));

    // Assert
    expect([failure.status, failure.message]).toEqual([400, "Invalid orderby item: 'nope'"]);
  });

  it.each([
    ['duckdb', 'LIMIT 25 OFFSET 50'],
    ['trino', 'OFFSET 50 LIMIT 25'],
  ] as const)('%s pages with %s', (dialect, clause) => {
    // Act
    const { sql } = compile({ columns: ['name'], row_limit: 25, row_offset: 50 }, { dialect });

    // Assert
    expect(sql).toBe(['SELECT "name" AS "name"', FROM, clause].join('\n'));
  });
});

describe('time bounds', () => {
  it('the legacy granularity bounds the query with its time_range', () => {
    // Act
    const compiled = compile({
      columns: ['name'],
      granularity: 'ds',
      time_range: '2001-01-01 : 2002-01-01',
      row_limit: 3,
    });

    // Assert
    expect({ sql: compiled.sql, fromDttm: compiled.fromDttm, toDttm: compiled.toDttm }).toEqual({
      sql: [
        'SELECT "name" AS "name"',
        FROM,
        `WHERE "ds" >= TIMESTAMP '2001-01-01 00:00:00' AND "ds" < TIMESTAMP '2002-01-01 00:00:00'`,
        'LIMIT 3',
      ].join('\n'),
      fromDttm: Date.UTC(2001, 0, 1),
      toDttm: Date.UTC(2002, 0, 1),
    });
  });

  it('a granularity the dataset lacks is a 400', () => {
    // Act
    const failure = failureOf(() => compile({ columns: ['name'], granularity: 'when' }));

    // Assert
    expect([failure.status, failure.message]).toEqual([400, 'Time column "when" does not exist in dataset']);
  });

  it('a bare time_range bounds the temporal x-axis', () => {
    // Act
    const { sql } = compile({
      columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1Y' }],
      metrics: ['count'],
      time_range: 'Last year',
      row_limit: 3,
    });

    // Assert
    expect(sql.split('\n')[2]).toBe(
      `WHERE "ds" >= TIMESTAMP '2023-06-15 00:00:00' AND "ds" < TIMESTAMP '2024-06-15 00:00:00'`,
    );
  });

  it('a bare time_range without a temporal x-axis bounds the main datetime column', () => {
    // Arrange
    const dataset = exampleDataset('cleaned_sales_data');

    // Act
    const { sql } = compile(
      { columns: ['deal_size'], metrics: ['count'], time_range: '2004-01-01 : 2005-01-01' },
      { dataset },
    );

    // Assert
    expect(sql.split('\n')[2]).toBe(
      `WHERE "order_date" >= TIMESTAMP '2004-01-01 00:00:00' AND "order_date" < TIMESTAMP '2005-01-01 00:00:00'`,
    );
  });

  it('a TEMPORAL_RANGE filter gives the bounds, and time_range is not applied twice', () => {
    // Act
    const compiled = compile({
      columns: ['name'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2003-01-01 : ' }],
      time_range: 'Last year',
      row_limit: 1,
    });

    // Assert
    expect([compiled.sql.split('\n')[2], compiled.fromDttm, compiled.toDttm]).toEqual([
      `WHERE "ds" >= TIMESTAMP '2003-01-01 00:00:00'`,
      Date.UTC(2003, 0, 1),
      null,
    ]);
  });

  it.each([
    ['duckdb', `"day" >= DATE '2003-01-01' AND "day" < DATE '2003-02-01'`],
    ['trino', `"day" >= DATE '2003-01-01' AND "day" < DATE '2003-02-01'`],
  ] as const)('%s: a DATE column is bounded with DATE literals', (dialect, condition) => {
    // Arrange
    const dataset = exampleDataset('birth_names');
    dataset.columns.push({ ...dataset.columns[0]!, id: 97, column_name: 'day', type: 'DATE', is_dttm: true });

    // Act
    const { sql } = compile(
      { columns: ['name'], filters: [{ col: 'day', op: 'TEMPORAL_RANGE', val: '2003-01-01 : 2003-02-01' }] },
      { dialect, dataset },
    );

    // Assert
    expect(sql.split('\n')[2]).toBe(`WHERE ${condition}`);
  });

  it('an epoch column is bounded with epoch numbers', () => {
    // Arrange
    const dataset = exampleDataset('birth_names');
    dataset.columns.push({
      ...dataset.columns[0]!,
      id: 96,
      column_name: 'ts',
      type: 'BIGINT',
      is_dttm: true,
      python_date_format: 'epoch_s',
    });

    // Act
    const { sql } = compile(
      { columns: ['name'], filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2001-01-01 : 2001-01-02' }] },
      { dataset },
    );

    // Assert
    expect(sql.split('\n')[2]).toBe('WHERE "ts" >= 978307200 AND "ts" < 978393600');
  });
});
