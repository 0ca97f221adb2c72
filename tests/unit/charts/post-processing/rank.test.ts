import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import type { FrameValue } from '#functions/charts/post-processing/frame.ts';
import { frameOf } from './frames.ts';

const sales = frameOf(
  ['region', 'sales'],
  [
    ['east', 10],
    ['west', 30],
    ['east', 20],
    ['west', 30],
    ['east', null],
    [null, 5],
  ],
);

describe('rank', () => {
  // Expected values are pandas' `rank(pct=True)` (average ties, NaN kept, divided by the count of present values).
  it.each<[string, Record<string, unknown>, FrameValue[]]>([
    ['over all rows', { metric: 'sales' }, [0.4, 0.9, 0.6, 0.9, null, 0.2]],
    [
      'within each group of a group_by column',
      { metric: 'sales', group_by: 'region' },
      [0.5, 0.75, 1, 0.75, null, null],
    ],
    [
      'within each group of a group_by list',
      { metric: 'sales', group_by: ['region'] },
      [0.5, 0.75, 1, 0.75, null, null],
    ],
    [
      'over all rows when group_by is empty (Python reads it as none)',
      { metric: 'sales', group_by: '' },
      [0.4, 0.9, 0.6, 0.9, null, 0.2],
    ],
  ])('adds the percentile rank %s', (_name, options, ranks) => {
    // Act
    const result = applyPostProcessing(sales, [{ operation: 'rank', options }]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['region', 'sales', 'rank'],
        sales.data.map((row, i) => [row.region!, row.sales!, ranks[i]!]),
      ),
    );
  });

  it('ranks strings in code point order', () => {
    // Arrange
    const frame = frameOf(['name'], [['b'], ['a'], ['c'], ['a']]);

    // Act
    const result = applyPostProcessing(frame, [{ operation: 'rank', options: { metric: 'name' } }]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['name', 'rank'],
        [
          ['b', 0.75],
          ['a', 0.375],
          ['c', 1],
          ['a', 0.375],
        ],
      ),
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing metric option', {}, 'Invalid options for rank: metric: Missing data for required field.'],
    ['an unknown metric column', { metric: 'profit' }, 'Referenced columns not available in DataFrame.'],
    [
      'an unknown group_by column',
      { metric: 'sales', group_by: 'city' },
      'Referenced columns not available in DataFrame.',
    ],
  ])('refuses %s with a 400', (_name, options, message) => {
    // Act
    const run = () => applyPostProcessing(sales, [{ operation: 'rank', options }]);

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400, message }));
  });
});
