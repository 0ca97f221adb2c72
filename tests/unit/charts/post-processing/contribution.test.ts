import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const shares = frameOf(
  ['name', 'a', 'b'],
  [
    ['x', 1, 2],
    ['y', 3, 2],
    ['z', null, 0],
  ],
);

describe('contribution', () => {
  it('divides by column totals by default, missing values counting as 0', () => {
    // Act
    const result = applyPostProcessing(shares, [{ operation: 'contribution' }]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['name', 'a', 'b'],
        [
          ['x', 0.25, 0.5],
          ['y', 0.75, 0.5],
          ['z', 0, 0],
        ],
      ),
    );
  });

  it('writes column shares to rename_columns, appended', () => {
    // Act
    const result = applyPostProcessing(shares, [
      { operation: 'contribution', options: { columns: ['a'], rename_columns: ['%a'] } },
    ]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['name', 'a', 'b', '%a'],
        [
          ['x', 1, 2, 0.25],
          ['y', 3, 2, 0.75],
          ['z', null, 0, 0],
        ],
      ),
    );
  });

  it('divides by row totals with orientation row, keeping missing values missing', () => {
    // Act
    const result = applyPostProcessing(shares, [{ operation: 'contribution', options: { orientation: 'row' } }]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['name', 'a', 'b'],
        [
          ['x', 1 / 3, 2 / 3],
          ['y', 0.6, 0.4],
          ['z', null, null],
        ],
      ),
    );
  });

  it('computes time-shifted columns against their own row totals', () => {
    // Arrange
    const frame = frameOf(['a', 'a__1 year ago', 'b', 'b__1 year ago'], [[1, 1, 3, 4]]);

    // Act
    const result = applyPostProcessing(frame, [
      { operation: 'contribution', options: { orientation: 'row', time_shifts: ['1 year ago'] } },
    ]);

    // Assert
    expect(result).toEqual(frameOf(['a', 'a__1 year ago', 'b', 'b__1 year ago'], [[0.25, 0.2, 0.75, 0.8]]));
  });

  it.each([
    [{ columns: ['name'] }, 'Column "name" is not numeric or does not exists in the query results.'],
    [
      { columns: ['a'], rename_columns: ['x', 'y'] },
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    ],
  ])('refuses %j', (options, message) => {
    // Act
    const run = () => applyPostProcessing(shares, [{ operation: 'contribution', options }]);

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400, message }));
  });
});
