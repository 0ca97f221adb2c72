import { describe, expect, it } from 'vitest';
import { joinTimeOffsets, parseTimeOffset, shiftInstant } from '#functions/charts/post-processing/time-offset.ts';
import { day, frameOf } from './frames.ts';

describe('parseTimeOffset', () => {
  it.each([
    ['1 day ago', { amount: 1, unit: 'day' }],
    ['1 week ago', { amount: 1, unit: 'week' }],
    ['28 days ago', { amount: 28, unit: 'day' }],
    ['30 days ago', { amount: 30, unit: 'day' }],
    ['52 weeks ago', { amount: 52, unit: 'week' }],
    ['1 year ago', { amount: 1, unit: 'year' }],
    ['104 weeks ago', { amount: 104, unit: 'week' }],
    ['2 years ago', { amount: 2, unit: 'year' }],
    ['156 weeks ago', { amount: 156, unit: 'week' }],
    ['3 years ago', { amount: 3, unit: 'year' }],
    ['6 Months Ago', { amount: 6, unit: 'month' }],
  ])('reads %s', (offset, expected) => {
    // Act
    const parsed = parseTimeOffset(offset);

    // Assert
    expect(parsed).toEqual(expected);
  });

  it.each(['inherit', '1 day later', 'yesterday', '1 fortnight ago', ''])('refuses %j', (offset) => {
    // Act
    const parse = () => parseTimeOffset(offset);

    // Assert
    expect(parse).toThrow(expect.objectContaining({ status: 400, message: `Invalid time offset: ${offset}` }));
  });
});

describe('shiftInstant', () => {
  it.each([
    ['2021-03-31', '1 month ago', -1, '2021-02-28'],
    ['2020-02-29', '1 year ago', -1, '2019-02-28'],
    ['2020-01-31', '1 month ago', 1, '2020-02-29'],
    ['2021-01-01', '52 weeks ago', -1, '2020-01-03'],
    ['2021-01-01', '28 days ago', 1, '2021-01-29'],
    ['2021-01-01', '2 years ago', -1, '2019-01-01'],
  ] as const)('moves %s by %s in direction %i', (from, offset, direction, to) => {
    // Act
    const shifted = shiftInstant(day(from), offset, direction);

    // Assert
    expect(shifted).toBe(day(to));
  });

  it('keeps the time of day across calendar shifts', () => {
    // Act
    const shifted = shiftInstant(Date.parse('2021-03-31T13:45:00Z'), '1 year ago', -1);

    // Assert
    expect(shifted).toBe(Date.parse('2020-03-31T13:45:00Z'));
  });
});

describe('joinTimeOffsets', () => {
  it('left-joins shifted offset rows on x and the series columns as <metric>__<offset>', () => {
    // Arrange
    const main = frameOf(
      ['ds', 'g', 'SUM(n)'],
      [
        [day('2021-01-01'), 'a', 5],
        [day('2021-01-01'), 'b', 6],
        [day('2021-01-02'), 'a', 7],
      ],
    );
    const lastYear = frameOf(
      ['ds', 'g', 'SUM(n)'],
      [
        [day('2020-01-01'), 'a', 1],
        [day('2020-01-02'), 'b', 2],
      ],
    );
    const lastWeek = frameOf(['ds', 'g', 'SUM(n)'], [[day('2020-12-25'), 'b', 3]]);

    // Act
    const joined = joinTimeOffsets(
      main,
      [
        { offset: '1 year ago', frame: lastYear },
        { offset: '1 week ago', frame: lastWeek },
      ],
      { xAxis: 'ds', metrics: ['SUM(n)'], joinColumns: ['g'] },
    );

    // Assert
    expect(joined).toEqual(
      frameOf(
        ['ds', 'g', 'SUM(n)', 'SUM(n)__1 year ago', 'SUM(n)__1 week ago'],
        [
          [day('2021-01-01'), 'a', 5, 1, null],
          [day('2021-01-01'), 'b', 6, null, 3],
          [day('2021-01-02'), 'a', 7, null, null],
        ],
      ),
    );
  });
});
