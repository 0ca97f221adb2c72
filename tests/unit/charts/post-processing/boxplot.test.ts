import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const stats = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'].map((stat) => `m__${stat}`);
const values = frameOf(
  ['g', 'm'],
  [
    ['a', 1],
    ['a', 2],
    ['a', 3],
    ['a', 4],
    ['a', 100],
    ['b', '6'],
    ['b', null],
  ],
);
const boxplotWith = (options: Record<string, unknown>) => [
  { operation: 'boxplot', options: { groupby: ['g'], metrics: ['m'], ...options } },
];

describe('boxplot', () => {
  it('summarises each group with Tukey whiskers and outliers beyond them', () => {
    // Act
    const result = applyPostProcessing(values, boxplotWith({ whisker_type: 'tukey' }));

    // Assert
    expect(result).toEqual(
      frameOf(
        ['g', ...stats],
        [
          ['a', 22, 3, 4, 1, 2, 4, 5, [100]],
          ['b', 6, 6, 6, 6, 6, 6, 2, []],
        ],
      ),
    );
  });

  it('uses percentiles as whiskers', () => {
    // Act
    const result = applyPostProcessing(
      values,
      boxplotWith({ groupby: [], whisker_type: 'percentile', percentiles: [10, 90] }),
    );

    // Assert
    expect(result.data[0]).toEqual(
      expect.objectContaining({ m__min: 1.5, m__max: 53, m__q1: 2.5, m__q3: 5, m__count: 7, m__outliers: [100, 1] }),
    );
  });

  it('uses the extremes as whiskers with min/max and finds no outliers', () => {
    // Act
    const result = applyPostProcessing(values, boxplotWith({ groupby: null, whisker_type: 'min/max' }));

    // Assert
    expect(result.data[0]).toEqual(expect.objectContaining({ m__min: 1, m__max: 100, m__outliers: [] }));
  });

  it('refuses percentiles that are not two ascending numbers', () => {
    // Act
    const run = () => applyPostProcessing(values, boxplotWith({ whisker_type: 'percentile', percentiles: [90, 10] }));

    // Assert
    expect(run).toThrow(
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
    );
  });
});
