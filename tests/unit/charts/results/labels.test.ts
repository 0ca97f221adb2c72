import { describe, expect, it } from 'vitest';
import { withLabelMap } from '#functions/charts/results/labels.ts';

describe('withLabelMap', () => {
  it('maps flattened columns to their parts and leaves plain columns whole', () => {
    // Arrange
    const frame = { columns: ['ds', 'SUM(num), boy', 'SUM(num)__1 year ago'], data: [] };

    // Act
    const { labelMap } = withLabelMap(frame);

    // Assert
    expect(labelMap).toEqual({
      ds: ['ds'],
      'SUM(num), boy': ['SUM(num)', 'boy'],
      'SUM(num)__1 year ago': ['SUM(num)__1 year ago'],
    });
  });

  it('unescapes escaped separators in column names and record keys', () => {
    // Arrange
    const frame = { columns: ['a\\, b, c'], data: [{ 'a\\, b, c': 1 }] };

    // Act
    const result = withLabelMap(frame);

    // Assert
    expect(result).toEqual({
      frame: { columns: ['a, b, c'], data: [{ 'a, b, c': 1 }] },
      labelMap: { 'a, b, c': ['a, b', 'c'] },
    });
  });
});
