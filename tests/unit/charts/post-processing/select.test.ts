import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const sales = frameOf(
  ['region', 'sales', 'cost'],
  [
    ['north', 10, 4],
    ['south', 7, 5],
  ],
);

describe('select', () => {
  it.each([
    [
      { columns: ['sales', 'region'] },
      frameOf(
        ['sales', 'region'],
        [
          [10, 'north'],
          [7, 'south'],
        ],
      ),
    ],
    [
      { exclude: ['cost'] },
      frameOf(
        ['region', 'sales'],
        [
          ['north', 10],
          ['south', 7],
        ],
      ),
    ],
    [
      { columns: ['region', 'cost'], rename: { cost: 'spend' } },
      frameOf(
        ['region', 'spend'],
        [
          ['north', 4],
          ['south', 5],
        ],
      ),
    ],
    [{}, sales],
  ])('keeps, drops and renames columns for %j', (options, expected) => {
    // Act
    const result = applyPostProcessing(sales, [{ operation: 'select', options }]);

    // Assert
    expect(result).toEqual(expected);
  });

  it('refuses a column the frame lacks', () => {
    // Act
    const act = () => applyPostProcessing(sales, [{ operation: 'select', options: { exclude: ['profit'] } }]);

    // Assert
    expect(act).toThrow('Referenced columns not available in DataFrame.');
  });
});
