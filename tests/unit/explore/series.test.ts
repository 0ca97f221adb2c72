import { describe, expect, it } from 'vitest';
import { applyRolling } from '#functions/explore/rolling.ts';
import { toEpochMillis, toLegacySeries } from '#functions/explore/series.ts';
import { toLegacyTableData } from '#functions/explore/table-data.ts';

const JAN = Date.UTC(2020, 0, 1);
const FEB = Date.UTC(2020, 1, 1);
const MAR = Date.UTC(2020, 2, 1);

describe('toLegacySeries', () => {
  it('keys series by metric without groupby', () => {
    // Arrange
    const rows = [
      { __timestamp: FEB, count: 2 },
      { __timestamp: JAN, count: 1 },
    ];

    // Act
    const series = toLegacySeries(rows, { timeColumn: '__timestamp', groupby: [], metrics: ['count'] });

    // Assert
    expect(series).toEqual([
      {
        key: 'count',
        values: [
          { x: JAN, y: 1 },
          { x: FEB, y: 2 },
        ],
      },
    ]);
  });

  it('keys series by group values, with the metric first when several metrics show, filling gaps with null', () => {
    // Arrange
    const rows = [
      { ds: '2020-01-01T00:00:00', gender: 'boy', a: 1, b: 10 },
      { ds: '2020-02-01T00:00:00', gender: 'girl', a: 2, b: 20 },
    ];

    // Act
    const series = toLegacySeries(rows, { timeColumn: 'ds', groupby: ['gender'], metrics: ['a', 'b'] });

    // Assert
    expect(series).toEqual([
      {
        key: ['a', 'boy'],
        values: [
          { x: JAN, y: 1 },
          { x: FEB, y: null },
        ],
      },
      {
        key: ['b', 'boy'],
        values: [
          { x: JAN, y: 10 },
          { x: FEB, y: null },
        ],
      },
      {
        key: ['a', 'girl'],
        values: [
          { x: JAN, y: null },
          { x: FEB, y: 2 },
        ],
      },
      {
        key: ['b', 'girl'],
        values: [
          { x: JAN, y: null },
          { x: FEB, y: 20 },
        ],
      },
    ]);
  });

  it('applies a running sum and drops the first min_periods points', () => {
    // Arrange
    const rows = [
      { t: JAN, n: 1 },
      { t: FEB, n: 2 },
      { t: MAR, n: 3 },
    ];

    // Act
    const series = toLegacySeries(rows, {
      timeColumn: 't',
      groupby: [],
      metrics: ['n'],
      rolling: { rollingType: 'cumsum', minPeriods: 1 },
    });

    // Assert
    expect(series).toEqual([
      {
        key: 'n',
        values: [
          { x: FEB, y: 3 },
          { x: MAR, y: 6 },
        ],
      },
    ]);
  });
});

describe('applyRolling', () => {
  it.each([
    ['mean', 2, 0, [1, 1.5, 2.5, 3.5]],
    ['sum', 3, 0, [1, 3, 6, 9]],
    ['sum', 2, 2, [5, 7]],
    ['std', 2, 0, [null, Math.SQRT1_2, Math.SQRT1_2, Math.SQRT1_2]],
    ['cumsum', undefined, 0, [1, 3, 6, 10]],
    ['None', 2, 0, [1, 2, 3, 4]],
  ])('%s over %s periods (min %s)', (rollingType, periods, minPeriods, expected) => {
    // Arrange
    const values = [1, 2, 3, 4];

    // Act
    const rolled = applyRolling(values, { rollingType, periods, minPeriods });

    // Assert
    expect(rolled).toEqual(expected);
  });
});

describe('toEpochMillis', () => {
  it.each([
    [JAN, JAN],
    ['2020-01-01 00:00:00', JAN],
    ['2020-01-01T00:00:00Z', JAN],
    [new Date(JAN), JAN],
  ])('reads %j', (value, expected) => {
    // Arrange / Act
    const millis = toEpochMillis(value);

    // Assert
    expect(millis).toBe(expected);
  });
});

describe('toLegacyTableData', () => {
  it('adds %metric shares and drops percent-only metrics', () => {
    // Arrange
    const rows = [
      { state: 'CA', count: 1, sum__num: 30 },
      { state: 'NY', count: 3, sum__num: 10 },
    ];

    // Act
    const data = toLegacyTableData(rows, ['state', 'count', 'sum__num'], {
      shown: ['count'],
      percent: ['count', 'sum__num'],
    });

    // Assert
    expect(data).toEqual({
      columns: ['state', 'count', '%count', '%sum__num'],
      records: [
        { state: 'CA', count: 1, '%count': 0.25, '%sum__num': 0.75 },
        { state: 'NY', count: 3, '%count': 0.75, '%sum__num': 0.25 },
      ],
    });
  });
});
