import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const births = frameOf(
  ['ds', 'gender', 'SUM(num)', 'AVG(num)'],
  [
    [1, 'boy', 10, 1],
    [1, 'girl', 20, 2],
    [2, 'boy', 30, 3],
    [2, 'girl', null, null],
    [3, null, 5, 4],
  ],
);
const pivotOn = (metrics: string[]) => ({
  operation: 'pivot',
  options: {
    index: ['ds'],
    columns: ['gender'],
    aggregates: Object.fromEntries(metrics.map((m) => [m, { operator: 'mean' }])),
    drop_missing_columns: true,
  },
});

describe('applyPostProcessing', () => {
  it('names pivoted series "<metric>, <value>" after flatten, metrics and series sorted, <NULL> for missing', () => {
    // Act
    const result = applyPostProcessing(births, [pivotOn(['SUM(num)']), { operation: 'flatten' }]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'SUM(num), <NULL>', 'SUM(num), boy', 'SUM(num), girl'],
        [
          [1, null, 10, 20],
          [2, null, 30, null],
          [3, 5, null, null],
        ],
      ),
    );
  });

  it('names series by value alone when the single metric is renamed to null at level 0 (truncate_metric)', () => {
    // Arrange
    const truncate = { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } };

    // Act
    const result = applyPostProcessing(births, [pivotOn(['SUM(num)']), truncate, { operation: 'flatten' }]);

    // Assert
    expect(result.columns).toEqual(['ds', '<NULL>', 'boy', 'girl']);
  });

  it('keeps the metric in each name with several metrics, metrics in sorted order', () => {
    // Act
    const result = applyPostProcessing(births, [pivotOn(['SUM(num)', 'AVG(num)']), { operation: 'flatten' }]);

    // Assert
    expect(result.columns).toEqual([
      'ds',
      'AVG(num), <NULL>',
      'AVG(num), boy',
      'AVG(num), girl',
      'SUM(num), <NULL>',
      'SUM(num), boy',
      'SUM(num), girl',
    ]);
  });

  it('flattens a frame left with an index and several levels', () => {
    // Act
    const result = applyPostProcessing(births, [pivotOn(['SUM(num)'])]);

    // Assert
    expect(result.columns).toEqual(['ds', 'SUM(num), <NULL>', 'SUM(num), boy', 'SUM(num), girl']);
  });

  it('answers NaN and infinities as null', () => {
    // Arrange
    const frame = frameOf(
      ['a', 'b'],
      [
        [1, 0],
        [0, 0],
      ],
    );
    const ratio = {
      operation: 'compare',
      options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'difference' },
    };
    const divide = { operation: 'contribution', options: { orientation: 'row', columns: ['b'] } };

    // Act
    const result = applyPostProcessing(frame, [ratio, divide]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['a', 'b', 'difference__a__b'],
        [
          [1, null, 1],
          [0, null, 0],
        ],
      ),
    );
  });

  it('returns the frame unchanged without operations', () => {
    // Act
    const result = applyPostProcessing(births, []);

    // Assert
    expect(result).toEqual(births);
  });

  it.each([
    [{ operation: 'melt' }, 'Unsupported post processing operation: melt'],
    [{ operation: '' }, '`operation` property of post processing object undefined'],
    [
      { operation: 'prophet', options: { time_grain: 'P1D', periods: 3 } },
      'Forecasting (prophet) is not available: Skyset has no forecasting engine',
    ],
    [
      { operation: 'rolling', options: { rolling_type: 'mean', columns: { y: 'y' }, window: 'x' } },
      'Invalid options for rolling: window: Not a valid integer.',
    ],
  ])('refuses %j with a 400', (operation, message) => {
    // Act
    const run = () => applyPostProcessing(frameOf(['y'], [[1]]), [operation]);

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400, message }));
  });

  it('does not modify the input frame', () => {
    // Arrange
    const before = structuredClone(births);

    // Act
    applyPostProcessing(births, [pivotOn(['SUM(num)']), { operation: 'flatten' }]);

    // Assert
    expect(births).toEqual(before);
  });
});
