import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import { frameOf } from './frames.ts';

const series = frameOf(
  ['ds', 'city', 'm'],
  [
    [1, 'Paris, FR', 2],
    [1, 2020, 3],
  ],
);
const pivoted = {
  operation: 'pivot',
  options: { index: ['ds'], columns: ['city'], aggregates: { m: { operator: 'sum' } } },
};

describe('rename', () => {
  it('renames plain columns', () => {
    // Act
    const result = applyPostProcessing(series, [{ operation: 'rename', options: { columns: { m: 'metric' } } }]);

    // Assert
    expect(result).toEqual(
      frameOf(
        ['ds', 'city', 'metric'],
        [
          [1, 'Paris, FR', 2],
          [1, 2020, 3],
        ],
      ),
    );
  });

  it('refuses a column the frame lacks', () => {
    // Act
    const run = () => applyPostProcessing(series, [{ operation: 'rename', options: { columns: { x: 'y' } } }]);

    // Assert
    expect(run).toThrow('Referenced columns not available in DataFrame.');
  });
});

describe('flatten', () => {
  it('joins levels with ", ", escaping commas inside a level and printing numbers as Python does', () => {
    // Act
    const result = applyPostProcessing(series, [pivoted, { operation: 'flatten' }]);

    // Assert
    expect(result).toEqual(frameOf(['ds', 'm, 2020', 'm, Paris\\, FR'], [[1, 3, 2]]));
  });

  it('drops the requested levels before joining', () => {
    // Act
    const result = applyPostProcessing(series, [pivoted, { operation: 'flatten', options: { drop_levels: [0] } }]);

    // Assert
    expect(result.columns).toEqual(['ds', '2020', 'Paris\\, FR']);
  });

  it('refuses to drop every level', () => {
    // Act
    const run = () =>
      applyPostProcessing(series, [pivoted, { operation: 'flatten', options: { drop_levels: [0, 1] } }]);

    // Assert
    expect(run).toThrow(expect.objectContaining({ status: 400 }));
  });
});
