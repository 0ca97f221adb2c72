import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { sortSeries } from '#functions/charts/post-processing/sort-series.ts';
import { frameOf } from './frames.ts';

const scores = frameOf(
  ['name', 'score'],
  [
    ['b', 2],
    ['a', null],
    ['c', 3],
    ['d', 2],
  ],
);
const names = (frame: { data: Record<string, unknown>[] }) => frame.data.map((row) => row.name);

describe('sort', () => {
  it.each([
    [{ by: 'score', ascending: true }, ['b', 'd', 'c', 'a']],
    [{ by: 'score', ascending: false }, ['c', 'b', 'd', 'a']],
    [{ by: ['score', 'name'], ascending: [false, false] }, ['c', 'd', 'b', 'a']],
    [{ columns: { name: false } }, ['d', 'c', 'b', 'a']],
    [{}, ['b', 'a', 'c', 'd']],
  ])('sorts stably with missing values last for %j', (options, expected) => {
    // Act
    const result = applyPostProcessing(scores, [{ operation: 'sort', options }]);

    // Assert
    expect(names(result)).toEqual(expected);
  });

  it('sorts by the row index with is_sort_index', () => {
    // Arrange
    const pivot = { operation: 'pivot', options: { index: ['name'], aggregates: { score: { operator: 'sum' } } } };

    // Act
    const result = applyPostProcessing(scores, [
      pivot,
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
    ]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['name', 'score'],
        [
          ['d', 2],
          ['c', 3],
          ['b', 2],
          ['a', 0],
        ],
      ),
    );
  });

  it('refuses a column the frame lacks', () => {
    // Act
    const run = () => applyPostProcessing(scores, [{ operation: 'sort', options: { by: 'rank' } }]);

    // Assert
    expect(run).toThrow('Referenced columns not available in DataFrame.');
  });
});

describe('sortSeries', () => {
  const wide = frameOf(
    ['ds', 'b', 'A', 'c', 'empty'],
    [
      [1, 5, 1, 2, null],
      [2, -1, 1, 7, null],
    ],
  );

  it.each([
    ['name', true, ['ds', 'A', 'b', 'c', 'empty']],
    ['name', false, ['ds', 'empty', 'c', 'b', 'A']],
    ['sum', true, ['ds', 'empty', 'A', 'b', 'c']],
    ['min', true, ['ds', 'b', 'A', 'c', 'empty']],
    ['max', false, ['ds', 'empty', 'c', 'b', 'A']],
    ['avg', false, ['ds', 'c', 'b', 'A', 'empty']],
  ] as const)('orders series by %s (ascending %s)', (by, ascending, expected) => {
    // Act
    const result = sortSeries(wide, { by, ascending, exclude: ['ds'] });

    // Assert
    expect(result).toEqual({ columns: expected, data: wide.data });
  });
});
