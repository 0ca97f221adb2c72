import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const sales = frameOf(
  ['region', 'amount'],
  [
    ['p', 1],
    ['p', 3],
    ['q', null],
    [null, 7],
    ['q', 5],
  ],
);
const aggregateWith = (operator: string, options?: Record<string, unknown>) => [
  {
    operation: 'aggregate',
    options: { groupby: ['region'], aggregates: { out: { operator, column: 'amount', options } } },
  },
];

describe('aggregate', () => {
  it.each([
    ['sum', undefined, [4, 5]],
    ['mean', undefined, [2, 5]],
    ['count', undefined, [2, 2]],
    ['min', undefined, [1, 5]],
    ['max', undefined, [3, 5]],
    ['median', undefined, [2, null]],
    ['nanmedian', undefined, [2, 5]],
    ['std', undefined, [1, 0]],
    ['var', { ddof: 1 }, [2, null]],
    ['percentile', { q: 25 }, [1.5, null]],
    ['nanpercentile', { q: 25 }, [1.5, 5]],
    ['first', undefined, [1, 5]],
    ['last', undefined, [3, 5]],
  ])('%s per group (null keys dropped, groups sorted)', (operator, options, expected) => {
    // Act
    const result = applyPostProcessing(sales, aggregateWith(operator, options));

    // Assert
    expect(result).toEqual(
      frameOf(
        ['region', 'out'],
        [
          ['p', expected[0]!],
          ['q', expected[1]!],
        ],
      ),
    );
  });

  it('reduces the whole frame to one row without groupby, aggregates named and ordered as given', () => {
    // Arrange
    const aggregates = { total: { operator: 'sum', column: 'amount' }, amount: { operator: 'max' } };

    // Act
    const result = applyPostProcessing(sales, [{ operation: 'aggregate', options: { aggregates } }]);

    // Assert
    expect(result).toEqual(frameOf(['total', 'amount'], [[16, 7]]));
  });

  it.each([
    [{ x: { operator: 'sum' } }, 'Column referenced by aggregate is undefined: x'],
    [{ amount: {} }, 'Operator undefined for aggregator: amount'],
    [{ amount: { operator: 'mode' } }, 'Invalid numpy function: mode'],
  ])('refuses aggregates %j', (aggregates, message) => {
    // Act
    const run = () => applyPostProcessing(sales, [{ operation: 'aggregate', options: { aggregates } }]);

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400, message }));
  });

  it('refuses a groupby column the frame lacks', () => {
    // Act
    const run = () =>
      applyPostProcessing(sales, [{ operation: 'aggregate', options: { groupby: ['city'], aggregates: {} } }]);

    // Assert
    expect(run).toThrow('Referenced columns not available in DataFrame.');
  });
});
