import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const offsets = frameOf(
  ['ds', 'y', 'y__1 year ago'],
  [
    [1, 10, 5],
    [2, 5, 0],
    [3, 1, 3],
    [4, 3, null],
  ],
);
const compareAs = (compareType: string, extra: Record<string, unknown> = {}) => [
  {
    operation: 'compare',
    options: {
      source_columns: ['y'],
      compare_columns: ['y__1 year ago'],
      compare_type: compareType,
      drop_original_columns: true,
      ...extra,
    },
  },
];

describe('compare', () => {
  it.each([
    ['difference', [5, 5, -2, null]],
    ['percentage', [1, null, -0.6667, null]],
    ['ratio', [2, null, 0.3333, null]],
  ])('%s replaces the originals with <type>__<source>__<compared>', (compareType, expected) => {
    // Act
    const result = applyPostProcessing(offsets, compareAs(compareType));

    // Assert
    const name = `${compareType}__y__y__1 year ago`;
    expect(result).toEqual(
      frameOf(
        ['ds', name],
        expected.map((value, i) => [i + 1, value]),
      ),
    );
  });

  it('compares series by series on a pivoted frame', () => {
    // Arrange
    const long = frameOf(
      ['ds', 'g', 'y', 'y__1 year ago'],
      [
        [1, 'a', 4, 2],
        [1, 'b', 9, 3],
      ],
    );
    const pivot = {
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['g'],
        aggregates: { y: { operator: 'mean' }, 'y__1 year ago': { operator: 'mean' } },
      },
    };

    // Act
    const result = applyPostProcessing(long, [pivot, ...compareAs('ratio'), { operation: 'flatten' }]);

    // Assert
    expect(result).toEqual(frameOf(['ds', 'ratio__y__y__1 year ago, a', 'ratio__y__y__1 year ago, b'], [[1, 2, 3]]));
  });

  it('leaves the frame as it is for "values"', () => {
    // Act
    const result = applyPostProcessing(offsets, compareAs('values'));

    // Assert
    expect(result).toEqual(offsets);
  });

  it.each([
    [{ compare_type: 'delta' }, '`compare_type` must be `difference`, `percentage` or `ratio`'],
    [{ compare_columns: [] }, '`compare_columns` must have the same length as `source_columns`.'],
    [{ compare_columns: ['z'] }, 'Referenced columns not available in DataFrame.'],
  ])('refuses %j', (options, message) => {
    // Act
    const run = () => applyPostProcessing(offsets, compareAs('difference', options));

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400, message }));
  });
});
