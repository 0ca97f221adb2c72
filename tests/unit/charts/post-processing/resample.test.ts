import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { day, frameOf } from './frames.ts';

const daily = frameOf(
  ['ds', 'y'],
  [
    [day('2020-01-04'), 4],
    [day('2020-01-01'), 1],
    [day('2020-01-02'), 2],
  ],
);
const indexed = { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'mean' } } } };
const resampled = (frame: typeof daily, options: Record<string, unknown>) =>
  applyPostProcessing(frame, [indexed, { operation: 'resample', options }, { operation: 'flatten' }]);
const days = (...dates: string[]) => dates.map(day);

describe('resample', () => {
  it.each([
    [{ rule: '1D', method: 'asfreq' }, [1, 2, null, 4]],
    [{ rule: '1D', method: 'asfreq', fill_value: 0 }, [1, 2, 0, 4]],
    [{ rule: '1D', method: 'ffill' }, [1, 2, 2, 4]],
    [{ rule: '1D', method: 'bfill' }, [1, 2, 4, 4]],
    [{ rule: '1D', method: 'linear' }, [1, 2, 3, 4]],
  ])('fills daily gaps with %j', (options, expected) => {
    // Act
    const result = resampled(daily, options);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y'],
        days('2020-01-01', '2020-01-02', '2020-01-03', '2020-01-04').map((d, i) => [d, expected[i]!]),
      ),
    );
  });

  it.each([
    ['2D', 'mean', days('2020-01-01', '2020-01-03'), [1.5, 4]],
    ['W', 'sum', days('2020-01-05'), [7]],
    ['1M', 'sum', days('2020-01-31'), [7]],
    ['1MS', 'median', days('2020-01-01'), [2]],
    ['1AS', 'sum', days('2020-01-01'), [7]],
  ])('bins by %s with %s', (rule, method, labels, expected) => {
    // Act
    const result = resampled(daily, { rule, method });

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y'],
        labels.map((d, i) => [d, expected[i]!]),
      ),
    );
  });

  it('sums an empty month to 0 and labels month ends in a leap year', () => {
    // Arrange
    const frame = frameOf(
      ['ds', 'y'],
      [
        [day('2020-01-15'), 1],
        [day('2020-03-03'), 2],
      ],
    );

    // Act
    const result = resampled(frame, { rule: '1M', method: 'sum' });

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y'],
        [
          [day('2020-01-31'), 1],
          [day('2020-02-29'), 0],
          [day('2020-03-31'), 2],
        ],
      ),
    );
  });

  it('zero-fills across the whole queried range when given', () => {
    // Arrange
    const options = {
      rule: '1D',
      method: 'asfreq',
      fill_value: 0,
      time_range_start: '2019-12-31T00:00:00',
      time_range_end: '2020-01-06',
    };

    // Act
    const result = resampled(daily, options);

    // Assert
    const labels = days('2019-12-31', '2020-01-01', '2020-01-02', '2020-01-03', '2020-01-04', '2020-01-05');
    expect(result).toEqual(
      frameOf(
        ['ds', 'y'],
        labels.map((d, i) => [d, [0, 1, 2, 0, 4, 0][i]!]),
      ),
    );
  });

  it('bins the legacy time_column and puts it back in front', () => {
    // Act
    const result = applyPostProcessing(daily, [
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0, time_column: 'ds' } },
    ]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y'],
        days('2020-01-01', '2020-01-02', '2020-01-03', '2020-01-04').map((d, i) => [d, [1, 2, 0, 4][i]!]),
      ),
    );
  });

  it.each([
    [
      [{ operation: 'resample', options: { rule: '1D', method: 'asfreq' } }],
      'Resample operation requires DatetimeIndex',
    ],
    [
      [indexed, { operation: 'resample', options: { rule: '1D', method: 'nearest' } }],
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    ],
    [
      [indexed, { operation: 'resample', options: { rule: 'fortnight', method: 'sum' } }],
      'Invalid resample rule: fortnight',
    ],
  ])('refuses %j', (operations, message) => {
    // Act
    const run = () => applyPostProcessing(daily, operations);

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400, message }));
  });
});
