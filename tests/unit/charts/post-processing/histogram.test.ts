import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const values = frameOf(
  ['g', 'v'],
  [
    ['a', 0],
    ['a', 1],
    ['b', 2],
    ['a', 5],
    ['b', null],
    ['b', 10],
    ['a', 4],
  ],
);
const histogramWith = (options: Record<string, unknown>) => [
  { operation: 'histogram', options: { column: 'v', bins: 2, ...options } },
];

describe('histogram', () => {
  it.each([
    [{}, [[4, 2]]],
    [{ cumulative: true }, [[4, 6]]],
    [{ normalize: true }, [[4 / 6, 2 / 6]]],
  ])('counts values in equal bins named by their edges with %j', (options, rows) => {
    // Act
    const result = applyPostProcessing(values, histogramWith(options));

    // Assert
    expect(result).toEqual(frameOf(['0.0 - 5.0', '5.0 - 10.0'], rows));
  });

  it('counts per group with groupby columns first, normalised over all groups', () => {
    // Act
    const result = applyPostProcessing(values, histogramWith({ groupby: ['g'], normalize: true }));

    // Assert
    expect(result).toEqual(
      frameOf(
        ['g', '0.0 - 5.0', '5.0 - 10.0'],
        [
          ['a', 3 / 6, 1 / 6],
          ['b', 1 / 6, 1 / 6],
        ],
      ),
    );
  });

  it('widens a single value into a one-unit range', () => {
    // Act
    const result = applyPostProcessing(frameOf(['v'], [[3], [3]]), histogramWith({ bins: 1 }));

    // Assert
    expect(result).toEqual(frameOf(['2.5 - 3.5'], [[2]]));
  });

  it.each([[0], [1001], [2.5], ['5']])('refuses bins %j', (bins) => {
    // Act
    const run = () => applyPostProcessing(values, histogramWith({ bins }));

    // Assert
    expect(run).toThrow('`bins` must be an integer between 1 and 1000');
  });
});
