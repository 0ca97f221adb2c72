import { describe, expect, it } from 'vitest';
import { humanBytes, humanDollars, humanRows } from '#functions/sqllab/estimate/humanize.ts';

describe('estimate values for people', () => {
  it.each([
    [1, '1 row'],
    [950, '950 rows'],
    [1_250, '1.3 K rows'],
    [5_729_127_481, '5.7 B rows'],
  ])('humanRows(%d) is %s', (rows, text) => {
    // Act / Assert
    expect(humanRows(rows)).toBe(text);
  });

  it.each([
    [8, '8 B'],
    [2_048, '2.0 KB'],
    [10 * 1024 ** 2, '10.0 MB'],
    [3.5 * 1024 ** 4, '3.5 TB'],
  ])('humanBytes(%d) is %s', (bytes, text) => {
    // Act / Assert
    expect(humanBytes(bytes)).toBe(text);
  });

  it.each([
    [0, '$0'],
    [1.254, '$1.25'],
    [0.0000476837, '$0.000048'],
  ])('humanDollars(%d) is %s', (amount, text) => {
    // Act / Assert
    expect(humanDollars(amount)).toBe(text);
  });
});
