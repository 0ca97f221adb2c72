import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const rows = frameOf(
  ['ds', 'team', 'y'],
  [
    [2, 'b', 4],
    [1, 'a', 1],
    [1, 'a', 3],
    [1, 'b', 5],
    [2, 'c', null],
    [null, 'a', 9],
  ],
);
const pivotThenFlatten = (options: Record<string, unknown>) =>
  applyPostProcessing(rows, [
    { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'sum' } }, ...options } },
    { operation: 'flatten' },
  ]);

describe('pivot', () => {
  it('aggregates per index value without series columns, dropping a missing index', () => {
    // Act
    const result = pivotThenFlatten({});

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y'],
        [
          [1, 9],
          [2, 4],
        ],
      ),
    );
  });

  it('spreads series into columns and drops an all-missing series by default', () => {
    // Act
    const result = pivotThenFlatten({ columns: ['team'], aggregates: { y: { operator: 'mean' } } });

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y, a', 'y, b'],
        [
          [1, 2, 5],
          [2, null, 4],
        ],
      ),
    );
  });

  it('keeps series and index values that only have missing values with drop_missing_columns off', () => {
    // Act
    const result = pivotThenFlatten({
      columns: ['team'],
      aggregates: { y: { operator: 'mean' } },
      drop_missing_columns: false,
    });

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y, a', 'y, b', 'y, c'],
        [
          [1, 2, 5, null],
          [2, null, 4, null],
          [null, 9, null, null],
        ],
      ),
    );
  });

  it('fills missing cells with metric_fill_value', () => {
    // Act
    const result = pivotThenFlatten({ columns: ['team'], metric_fill_value: 0 });

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y, a', 'y, b', 'y, c'],
        [
          [1, 4, 5, 0],
          [2, 0, 4, 0],
        ],
      ),
    );
  });

  it('adds "All" margins aggregating the source rows', () => {
    // Act
    const result = pivotThenFlatten({ columns: ['team'], marginal_distributions: true });

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'y, a', 'y, b', 'y, c', 'y, All'],
        [
          [1, 4, 5, null, 9],
          [2, null, 4, 0, 4],
          ['All', 4, 9, 0, 13],
        ],
      ),
    );
  });

  it('puts the metric last with combine_value_with_metric', () => {
    // Act
    const result = pivotThenFlatten({
      columns: ['team'],
      aggregates: { y: { operator: 'max' } },
      combine_value_with_metric: true,
    });

    // Assert
    expect(result.columns).toEqual(['ds', 'a, y', 'b, y']);
  });

  it.each([
    [{ index: [] }, 'Pivot operation requires at least one index'],
    [{ aggregates: {} }, 'Pivot operation must include at least one aggregate'],
    [{ columns: ['city'] }, 'Referenced columns not available in DataFrame.'],
  ])('refuses %j', (options, message) => {
    // Act
    const run = () => pivotThenFlatten(options);

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400, message }));
  });
});
