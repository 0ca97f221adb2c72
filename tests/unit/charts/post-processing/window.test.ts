import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const ys = frameOf(
  ['x', 'y'],
  [
    [1, 1],
    [2, 2],
    [3, null],
    [4, 4],
    [5, 5],
  ],
);
const column = (frame: { data: Record<string, unknown>[] }, name: string) => frame.data.map((row) => row[name]);

describe('rolling', () => {
  it.each([
    ['sum', 2, 0, [1, 3, 2, 4, 9]],
    ['mean', 2, 1, [1, 1.5, 2, 4, 4.5]],
    ['count', 3, 0, [1, 2, 2, 2, 2]],
    ['max', 3, 0, [1, 2, 2, 4, 5]],
    ['median', 3, 0, [1, 1.5, 1.5, 3, 4.5]],
  ])('%s over %i rows with min_periods %i', (rollingType, window, minPeriods, expected) => {
    // Act
    const result = applyPostProcessing(ys, [
      {
        operation: 'rolling',
        options: { rolling_type: rollingType, window, min_periods: minPeriods, columns: { y: 'y' } },
      },
    ]);

    // Assert
    expect(column(result, 'y')).toEqual(expected);
  });

  it('drops the first min_periods - 1 rows and leaves windows with too few values missing', () => {
    // Act
    const result = applyPostProcessing(ys, [
      { operation: 'rolling', options: { rolling_type: 'mean', window: 2, min_periods: 2, columns: { y: 'y' } } },
    ]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['x', 'y'],
        [
          [2, 1.5],
          [3, null],
          [4, null],
          [5, 4.5],
        ],
      ),
    );
  });

  it('uses the sample standard deviation', () => {
    // Act
    const result = applyPostProcessing(frameOf(['y'], [[1], [2], [3], [4]]), [
      { operation: 'rolling', options: { rolling_type: 'std', window: 3, min_periods: 1, columns: { y: 'y' } } },
    ]);

    // Assert
    expect(column(result, 'y')).toEqual([null, Math.sqrt(0.5), 1, 1]);
  });

  it('appends a renamed result and keeps the source column', () => {
    // Act
    const result = applyPostProcessing(ys, [
      { operation: 'rolling', options: { rolling_type: 'sum', window: 2, min_periods: 0, columns: { y: 'y_sum' } } },
    ]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['x', 'y', 'y_sum'],
        [
          [1, 1, 1],
          [2, 2, 3],
          [3, null, 2],
          [4, 4, 4],
          [5, 5, 9],
        ],
      ),
    );
  });

  it.each([
    [{ rolling_type: 'mean', columns: { y: 'y' } }, 'Undefined window for rolling operation'],
    [{ rolling_type: 'mean', window: 0, columns: { y: 'y' } }, 'Window must be > 0'],
    [{ rolling_type: 'cumsum', window: 2, columns: { y: 'y' } }, 'Invalid rolling_type: cumsum'],
    [{ rolling_type: 'mean', window: 2, columns: { z: 'z' } }, 'Referenced columns not available in DataFrame.'],
  ])('refuses %j', (options, message) => {
    // Act
    const run = () => applyPostProcessing(ys, [{ operation: 'rolling', options }]);

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400, message }));
  });
});

describe('cum', () => {
  it.each([
    ['sum', [1, 3, null, 7, 12]],
    ['prod', [1, 2, null, 8, 40]],
    ['min', [1, 1, null, 1, 1]],
    ['max', [1, 2, null, 4, 5]],
  ])('running %s skips missing values', (operator, expected) => {
    // Act
    const result = applyPostProcessing(ys, [{ operation: 'cum', options: { operator, columns: { y: 'y' } } }]);

    // Assert
    expect(column(result, 'y')).toEqual(expected);
  });

  it('refuses an unknown operator', () => {
    // Act
    const run = () =>
      applyPostProcessing(ys, [{ operation: 'cum', options: { operator: 'avg', columns: { y: 'y' } } }]);

    // Assert
    expect(run).toThrow('Invalid cumulative operator: avg');
  });
});

describe('diff', () => {
  it.each([
    [1, [null, 1, null, null, 1]],
    [-1, [-1, null, null, -1, null]],
    [2, [null, null, null, 2, null]],
  ])('subtracts the value %i rows away', (periods, expected) => {
    // Act
    const result = applyPostProcessing(ys, [{ operation: 'diff', options: { columns: { y: 'y' }, periods } }]);

    // Assert
    expect(column(result, 'y')).toEqual(expected);
  });

  it('subtracts the column to the left with axis 1', () => {
    // Act
    const result = applyPostProcessing(ys, [
      { operation: 'diff', options: { columns: { x: 'dx', y: 'dy' }, axis: 1 } },
    ]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['x', 'y', 'dx', 'dy'],
        [
          [1, 1, null, 0],
          [2, 2, null, 0],
          [3, null, null, null],
          [4, 4, null, 0],
          [5, 5, null, 0],
        ],
      ),
    );
  });
});
