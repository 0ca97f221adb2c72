import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '#functions/charts/post-processing/apply.ts';
import type { DataFrame } from '#functions/charts/post-processing/frame.ts';

const SERIES = ['boy', 'girl', 'other', 'unknown'];
const DAY_MS = 86_400_000;

function largeFrame(rows: number): DataFrame {
  const data = Array.from({ length: rows }, (_, i) => ({
    ds: Math.floor(i / SERIES.length) * DAY_MS,
    gender: SERIES[i % SERIES.length]!,
    'SUM(num)': (i * 7919) % 1000,
  }));
  return { columns: ['ds', 'gender', 'SUM(num)'], data };
}

describe('post-processing of a large frame', () => {
  it('runs pivot, rolling and flatten over 100,000 rows', () => {
    // Arrange
    const frame = largeFrame(100_000);
    const operations = [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'mean' } } },
      },
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 7, min_periods: 0, columns: { 'SUM(num)': 'SUM(num)' } },
      },
      { operation: 'flatten' },
    ];

    // Act
    const result = applyPostProcessing(frame, operations);

    // Assert
    expect({ rows: result.data.length, columns: result.columns }).toEqual({
      rows: 25_000,
      columns: ['ds', 'SUM(num), boy', 'SUM(num), girl', 'SUM(num), other', 'SUM(num), unknown'],
    });
  });
});
